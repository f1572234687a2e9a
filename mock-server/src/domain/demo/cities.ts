import { citySlug } from "../city-slug";

/** One market of the demo catalogue, with the levers that shape its listing history. */
export interface DemoCity {
  name: string;
  state: string;
  /** Real ZIP codes inside the city. */
  zips: readonly string[];
  /** Well-known local streets, mixed with the generic street names. */
  streets: readonly string[];
  /** Median residential list price per square foot today, in dollars. */
  pricePerSqft: number;
  /** Yearly list-price trend (0.04 = prices up 4% a year), which year-over-year figures recover. */
  appreciation: number;
  /** Yearly change in how many new listings come on the market. */
  volumeTrend: number;
  /** Relative size of the city's share of the catalogue. */
  weight: number;
  /** Median days from listing to closing for listings that sell. */
  daysToClose: number;
  /** Months of supply the city's history settles at; the share of listings that sell follows from it. */
  monthsOfSupply: number;
}

export const DEMO_CITIES: readonly DemoCity[] = [
  {
    name: "San Francisco", state: "CA",
    zips: ["94102", "94103", "94107", "94109", "94110", "94114", "94115", "94117", "94118", "94122", "94123", "94131"],
    streets: ["Valencia St", "Divisadero St", "Fillmore St", "Guerrero St", "Noe St", "Clement St"],
    pricePerSqft: 1050, appreciation: 0.04, volumeTrend: -0.06, weight: 12, daysToClose: 45, monthsOfSupply: 1.8,
  },
  {
    name: "Austin", state: "TX",
    zips: ["78701", "78702", "78703", "78704", "78705", "78721", "78723", "78741", "78745", "78751", "78757"],
    streets: ["Congress Ave", "Barton Springs Rd", "Lamar Blvd", "Cesar Chavez St", "Guadalupe St"],
    pricePerSqft: 330, appreciation: -0.05, volumeTrend: 0.12, weight: 11, daysToClose: 85, monthsOfSupply: 8.5,
  },
  {
    name: "Seattle", state: "WA",
    zips: ["98101", "98102", "98103", "98105", "98107", "98109", "98112", "98115", "98117", "98118", "98122", "98125"],
    streets: ["Pike St", "Aurora Ave N", "Fremont Ave N", "Rainier Ave S", "Queen Anne Ave N"],
    pricePerSqft: 620, appreciation: 0.025, volumeTrend: 0.02, weight: 10, daysToClose: 45, monthsOfSupply: 2.2,
  },
  {
    name: "Denver", state: "CO",
    zips: ["80202", "80203", "80205", "80206", "80209", "80210", "80211", "80218", "80220", "80223"],
    streets: ["Colfax Ave", "Speer Blvd", "Broadway", "Federal Blvd", "Tennyson St"],
    pricePerSqft: 400, appreciation: -0.01, volumeTrend: 0.05, weight: 9, daysToClose: 65, monthsOfSupply: 4.8,
  },
  {
    name: "Miami", state: "FL",
    zips: ["33125", "33127", "33129", "33130", "33131", "33132", "33133", "33137", "33138", "33145"],
    streets: ["Biscayne Blvd", "Brickell Ave", "Coral Way", "Calle Ocho", "NE 2nd Ave"],
    pricePerSqft: 560, appreciation: 0.05, volumeTrend: 0.03, weight: 9, daysToClose: 65, monthsOfSupply: 4.6,
  },
  {
    name: "Chicago", state: "IL",
    zips: ["60601", "60605", "60607", "60610", "60614", "60618", "60622", "60625", "60640", "60657"],
    streets: ["Michigan Ave", "Halsted St", "Clark St", "Milwaukee Ave", "Armitage Ave"],
    pricePerSqft: 300, appreciation: 0.045, volumeTrend: -0.04, weight: 11, daysToClose: 55, monthsOfSupply: 3.4,
  },
  {
    name: "Boston", state: "MA",
    zips: ["02108", "02109", "02113", "02114", "02115", "02116", "02118", "02127", "02130", "02134"],
    streets: ["Beacon St", "Commonwealth Ave", "Newbury St", "Tremont St", "Boylston St"],
    pricePerSqft: 780, appreciation: 0.03, volumeTrend: -0.03, weight: 8, daysToClose: 42, monthsOfSupply: 2.0,
  },
  {
    name: "Phoenix", state: "AZ",
    zips: ["85003", "85004", "85006", "85008", "85012", "85013", "85014", "85016", "85018", "85020"],
    streets: ["Camelback Rd", "Central Ave", "Indian School Rd", "McDowell Rd", "Thomas Rd"],
    pricePerSqft: 290, appreciation: -0.02, volumeTrend: 0.1, weight: 9, daysToClose: 80, monthsOfSupply: 7.0,
  },
  {
    name: "Atlanta", state: "GA",
    zips: ["30303", "30305", "30306", "30307", "30308", "30309", "30312", "30316", "30318", "30324"],
    streets: ["Peachtree St NE", "Ponce de Leon Ave", "Piedmont Ave", "Auburn Ave", "North Ave"],
    pricePerSqft: 280, appreciation: 0.01, volumeTrend: 0.04, weight: 8, daysToClose: 60, monthsOfSupply: 4.3,
  },
  {
    name: "Nashville", state: "TN",
    zips: ["37203", "37204", "37205", "37206", "37207", "37208", "37209", "37210", "37212", "37215"],
    streets: ["Broadway", "Music Row", "Belmont Blvd", "Charlotte Ave", "Gallatin Pike"],
    pricePerSqft: 330, appreciation: 0.02, volumeTrend: 0.06, weight: 7, daysToClose: 60, monthsOfSupply: 4.6,
  },
  {
    name: "Portland", state: "OR",
    zips: ["97201", "97202", "97203", "97205", "97206", "97209", "97210", "97211", "97212", "97214"],
    streets: ["Burnside St", "Hawthorne Blvd", "Alberta St", "Division St", "Mississippi Ave"],
    pricePerSqft: 360, appreciation: -0.01, volumeTrend: 0.0, weight: 7, daysToClose: 65, monthsOfSupply: 5.2,
  },
  {
    name: "San Diego", state: "CA",
    zips: ["92101", "92102", "92103", "92104", "92105", "92106", "92107", "92109", "92110", "92116"],
    streets: ["Harbor Dr", "University Ave", "El Cajon Blvd", "Garnet Ave", "Adams Ave"],
    pricePerSqft: 800, appreciation: 0.035, volumeTrend: -0.02, weight: 9, daysToClose: 48, monthsOfSupply: 2.6,
  },
];

/** Slugs of the demo catalogue's cities. */
export const knownCities = (): string[] => DEMO_CITIES.map((c) => citySlug(c.name));

/** Generic street names every city draws from as well. */
export const STREET_NAMES: readonly string[] = [
  "Oak", "Maple", "Pine", "Cedar", "Elm", "Walnut", "Willow", "Birch", "Chestnut", "Spruce",
  "Washington", "Lincoln", "Jefferson", "Madison", "Franklin", "Jackson", "Adams", "Monroe",
  "Lake", "Hill", "Park", "Sunset", "Ridge", "River", "Meadow", "Highland", "Forest", "Spring",
  "Church", "Mill", "School", "Center", "Union", "Grand", "Prospect", "Summit", "Fairview", "Orchard",
];

export const STREET_SUFFIXES: readonly string[] = ["St", "Ave", "Blvd", "Dr", "Ln", "Ct", "Way", "Pl", "Rd", "Ter"];

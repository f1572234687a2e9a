import type { PropertyType } from "../types";

/** How listings of one RESO type look: their share of the catalogue, size, price and rooms. */
export interface TypeProfile {
  type: PropertyType;
  share: number;
  /** Median and log-normal spread of the building's square feet, or of the lot for land. */
  area: { median: number; sigma: number };
  /** Land has no building: its area is the lot, and `square_feet` stays null. */
  building: boolean;
  /** Value per square foot relative to the city's residential price per square foot. */
  valueFactor: number;
  /** Lease types are priced as monthly rent: this share of the property's value. */
  monthlyRent?: number;
  /** `home`: bedrooms and bathrooms; `business`: bathrooms only; `none`: neither. */
  rooms: "home" | "business" | "none";
  noun: string;
  features: readonly string[];
}

const HOME_FEATURES = [
  "updated kitchen", "hardwood floors", "private backyard", "two-car garage", "walk to transit",
  "south-facing light", "new roof", "in-unit laundry", "open floor plan", "quiet street",
];
const BUSINESS_FEATURES = ["street frontage", "ample parking", "loading dock", "high foot traffic", "flexible zoning"];

export const TYPE_PROFILES: readonly TypeProfile[] = [
  {
    type: "residential", share: 0.72, area: { median: 1700, sigma: 0.35 }, building: true, valueFactor: 1,
    rooms: "home", noun: "home", features: HOME_FEATURES,
  },
  {
    type: "residential_lease", share: 0.08, area: { median: 950, sigma: 0.35 }, building: true, valueFactor: 1.05,
    monthlyRent: 0.0045, rooms: "home", noun: "rental", features: HOME_FEATURES,
  },
  {
    type: "residential_income", share: 0.05, area: { median: 3600, sigma: 0.35 }, building: true, valueFactor: 0.85,
    rooms: "home", noun: "multi-family building",
    features: ["fully leased", "separate meters", "value-add potential", "long-term tenants"],
  },
  {
    type: "commercial_sale", share: 0.04, area: { median: 6500, sigma: 0.6 }, building: true, valueFactor: 0.75,
    rooms: "business", noun: "commercial building", features: BUSINESS_FEATURES,
  },
  {
    type: "commercial_lease", share: 0.03, area: { median: 3200, sigma: 0.6 }, building: true, valueFactor: 0.75,
    monthlyRent: 0.006, rooms: "business", noun: "commercial space", features: BUSINESS_FEATURES,
  },
  {
    type: "land", share: 0.04, area: { median: 9000, sigma: 0.7 }, building: false, valueFactor: 0.12,
    rooms: "none", noun: "lot", features: ["utilities at the street", "approved plans", "level site", "corner parcel"],
  },
  {
    type: "farm", share: 0.01, area: { median: 2400, sigma: 0.3 }, building: true, valueFactor: 1.4,
    rooms: "home", noun: "farm with acreage",
    features: ["barn and outbuildings", "irrigated pasture", "orchard", "well water"],
  },
  {
    type: "manufactured_in_park", share: 0.02, area: { median: 1150, sigma: 0.2 }, building: true, valueFactor: 0.25,
    rooms: "home", noun: "manufactured home",
    features: ["community pool", "low space rent", "covered carport", "new skirting"],
  },
  {
    type: "business_opportunity", share: 0.01, area: { median: 2200, sigma: 0.5 }, building: true, valueFactor: 0.3,
    rooms: "business", noun: "established business",
    features: ["steady revenue", "trained staff", "loyal customers", "turnkey equipment"],
  },
];

import type { MarketAnalysis, MarketCondition, Property } from "@lps/sdk";
import { toCitySlug } from "../../../domain/city-slug";
import { median } from "../../../domain/market/stats";
import { config, fetchPages, publicApi, queryString } from "../api";
import { monthlyPriceChart, type MonthMedian } from "../charts";
import { badge, fmtMoney, fmtNumber, fmtPct, fmtTime, h, label, mount, type Tone } from "../dom";
import { emptyView, loadingView, problemView, showProblem } from "../feedback";
import { control, field, formCard, selectControl, valueOf, type Option } from "../forms";
import { navigate, type RouteMatch } from "../router";
import { pageHeader } from "../widgets";

/**
 * Market: a city's analysis from the server, and a chart of the asking prices behind it. Cities
 * become slugs, and months their medians, with the server's own functions.
 */

const CHART_MONTHS = 12;
const CHART_MAX_PAGES = 10;
const CONDITION_TONES: Record<MarketCondition, Tone> = { sellers_market: "warn", buyers_market: "info", balanced: "ok", insufficient_data: "neutral" };
/** City names by slug, from the stored listings; read once per page load. */
let cityNames: Record<string, string> | null = null;

export function renderMarket(view: HTMLElement, route: RouteMatch): Promise<unknown> {
  // A bookmarked or hand-written link may carry the name, as the form field takes one.
  const city = citySlugOf(route.query.get("city") || "");
  // Residential by default: an all-types chart would mix sale prices with monthly rents.
  const type = route.query.get("property_type") ?? "residential";
  const results = h("div");
  const form = marketForm(city, type);
  mount(view, pageHeader("Market", "The server's market analysis of a city and property type, and the asking prices behind it."), form, results);
  void fillCityList(form.querySelector("datalist")!);
  return analyse(form, results, city, type);
}

function marketForm(city: string, type: string): HTMLFormElement {
  const types: Option[] = [["", "Every type"], ...config.propertyTypes.map((t): Option => [t, label(t)])];
  const fields = h("div", { class: "form-row" },
    field("City", "/query/city", control("input", "city", { type: "text", list: "city-list", value: city, placeholder: "san_francisco", autocomplete: "off" }),
      "A city name or slug. Empty: every city."),
    h("datalist", { id: "city-list" }),
    field("Property type", "/query/property_type", selectControl("property_type", types, type)));
  return formCard("Choose a market", "Analyse", fields, async (form) => {
    const query = new URLSearchParams({ city: citySlugOf(valueOf(form, "city")), property_type: valueOf(form, "property_type") });
    navigate("#/market?" + query.toString());
  });
}

/** A city name or slug as the API's slug; text with nothing to slug is passed on for the server to refuse. */
function citySlugOf(given: string): string {
  return toCitySlug(given) || given;
}

async function fillCityList(datalist: HTMLDataListElement): Promise<void> {
  if (!cityNames) {
    const pages = await fetchPages<Property>("/properties", { limit: 100 }, 2);
    if (!pages.ok) return;
    cityNames = {};
    for (const listing of pages.items) cityNames[toCitySlug(listing.location.city)] = listing.location.city;
  }
  const entries = Object.entries(cityNames).sort((a, b) => a[1].localeCompare(b[1]));
  mount(datalist, entries.map(([slug, name]) => h("option", { value: slug, label: name })));
}

function cityName(slug: string): string {
  return cityNames?.[slug] || slug.split("_").map(label).join(" ");
}

async function analyse(form: HTMLFormElement, results: HTMLElement, city: string, type: string): Promise<unknown> {
  mount(results, loadingView("Analysing…"));
  const result = await publicApi<MarketAnalysis>("GET", "/analytics/market" + queryString({ city, property_type: type }));
  if (!result.ok) {
    showProblem(form, result);
    const known = result.data?.known_cities;
    if (known) form.querySelector(".form-alert [role=\"alert\"]")?.append(h("p", null, "Known cities: ", known.map((slug) => [h("a", { href: "#/market?" + new URLSearchParams({ city: slug, property_type: type }).toString() }, slug), " "])));
    return mount(results);
  }
  const chart = h("section", { class: "card", "aria-label": "Price chart" }, loadingView("Reading listings for the chart…"));
  mount(results, analysisView(result.data), chart);
  return type ? priceChart(chart, result.data, city, type) : mount(chart, h("h2", null, "Price chart"),
    emptyView("Choose a property type to chart its prices: leases are priced as monthly rent, so an all-types chart would mix rents with sale prices."));
}

function stat(name: string, value: string, hint?: string): HTMLDivElement {
  return h("div", { class: "stat" }, h("p", { class: "stat-label" }, name), h("p", { class: "stat-value" }, value), hint && h("p", { class: "stat-hint" }, hint));
}

function yearOnYear(pct: number | null): string {
  return pct === null ? "no figure a year earlier" : fmtPct(pct) + " on a year earlier";
}

function analysisView(a: MarketAnalysis): HTMLElement {
  const yoy = a.year_over_year;
  return h("section", { class: "card", "aria-label": "Analysis", "data-testid": "market-analysis" },
    h("div", { class: "analysis-head" },
      h("h2", null, (a.city ? cityName(a.city) : "Every city") + " · " + (a.property_type ? label(a.property_type) : "every type")),
      badge(label(a.market_condition), CONDITION_TONES[a.market_condition])),
    h("p", { class: "summary" }, a.summary),
    h("div", { class: "stats" },
      stat("Median list price", fmtMoney(a.median_list_price), yearOnYear(yoy.median_list_price_pct)),
      stat("Median price per sq ft", fmtMoney(a.median_price_per_sqft), yearOnYear(yoy.median_price_per_sqft_pct)),
      stat("Active listings", fmtNumber(a.active_listings)),
      stat("New listings, 30 days", fmtNumber(a.new_listings_30d), yearOnYear(yoy.new_listings_pct)),
      stat("Median days on market", fmtNumber(a.median_days_on_market)),
      stat("Months of supply", fmtNumber(a.months_of_supply)),
      stat("Sample size", fmtNumber(a.sample_size), "listings analysed")),
    h("p", { class: "muted small" }, "Analysis ", h("code", null, a.id), ", generated ", fmtTime(a.generated_at), "."));
}

async function priceChart(container: HTMLElement, analysis: MarketAnalysis, city: string, type: string): Promise<unknown> {
  const pages = await fetchPages<Property>("/properties", { city, type, limit: 100 }, CHART_MAX_PAGES);
  const title = h("h2", null, "Median list price by month listed");
  if (!pages.ok) return mount(container, title, problemView(pages.result));
  const months = monthlyMedians(pages.items, analysis.generated_at);
  const charted = months.reduce((sum, m) => sum + m.count, 0);
  return mount(container, title,
    h("p", { class: "muted small" }, "Asking prices of the ", fmtNumber(charted), " listings (any status) that GET /v1/properties returns for this market and that were listed in the ",
      CHART_MONTHS, " months up to the analysis date, grouped by the month they were listed. A month without new listings stays empty.",
      pages.complete ? "" : " Only the newest " + fmtNumber(pages.items.length) + " listings were read."),
    charted ? monthlyPriceChart(months) : emptyView("No listing of this market was listed in those months."));
}

function monthlyMedians(listings: readonly Property[], untilIso: string): MonthMedian[] {
  const end = new Date(untilIso);
  const months: string[] = [];
  for (let back = CHART_MONTHS - 1; back >= 0; back--) {
    months.push(new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - back, 1)).toISOString().slice(0, 7));
  }
  const prices = new Map(months.map((month) => [month, [] as number[]]));
  for (const listing of listings) prices.get(String(listing.listed_at).slice(0, 7))?.push(listing.price);
  return months.map((month) => {
    const inMonth = prices.get(month) ?? [];
    return { month, count: inMonth.length, median: median(inMonth) };
  });
}

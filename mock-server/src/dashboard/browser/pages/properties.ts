import type { ListingStatus, Property } from "@lps/sdk";
import { config, publicApi, queryString } from "../api";
import { badge, fmtMoney, fmtNumber, fmtTime, h, label, missing, mount, type Child, type Tone } from "../dom";
import { loadingView, problemView, showProblem } from "../feedback";
import { control, field, formCard, selectControl, valueOf, type Option } from "../forms";
import { navigate, type RouteMatch } from "../router";
import { pageHeader, pagedList, timeCell } from "../widgets";

/**
 * Properties: the listings GET /v1/properties returns, filtered by its query parameters, one
 * card each; a chosen listing shows everything the contract records, its price history included.
 */

/** listProperties' query parameters the page offers, in the order the form shows them. */
const FILTERS = ["type", "city", "status", "min_price", "max_price", "min_bedrooms"] as const;
type Filter = (typeof FILTERS)[number];

const STATUS_TONES: Partial<Record<ListingStatus, Tone>> = { active: "ok", coming_soon: "info", active_under_contract: "warn", pending: "warn", closed: "neutral" };
/** Characters of the description a card in the list shows. */
const CARD_DESCRIPTION = 160;

export function renderProperties(view: HTMLElement, route: RouteMatch): Promise<unknown> {
  const filters = Object.fromEntries(FILTERS.map((name) => [name, route.query.get(name) ?? ""])) as Record<Filter, string>;
  const form = filterForm(filters);
  const detail = h("div", { "aria-live": "polite" });
  const list = h("div");
  mount(view, pageHeader("Properties", "Listings as GET /v1/properties returns them, newest first. Choose one to see all it records."), form, detail, list);
  if (route.rest) void loadProperty(detail, route.rest);
  return pagedList<Property>(list, {
    path: "/properties", params: { ...filters, limit: 24 }, empty: "No property matches these filters.",
    render: (rows) => h("div", { class: "listing-grid", role: "list", "aria-label": "Properties" }, rows.map((p) => listingCard(p, p.id === route.rest))),
    // A refused filter (a negative price, max below min) lands under its field.
    onProblem: (result) => {
      showProblem(form, result);
      return null;
    },
  });
}

function filterForm(filters: Record<Filter, string>): HTMLFormElement {
  const types: Option[] = [["", "Every type"], ...config.propertyTypes.map((t): Option => [t, label(t)])];
  const statuses: Option[] = [["", "Any status"], ...config.listingStatuses.map((s): Option => [s, label(s)])];
  const number = (name: Filter, placeholder: string) => control("input", name, { type: "number", min: 0, value: filters[name], placeholder });
  const fields = h("div", { class: "form-row" },
    field("Type", "/query/type", selectControl("type", types, filters.type)),
    field("City", "/query/city", control("input", "city", { type: "text", value: filters.city, placeholder: "Austin or austin" })),
    field("Status", "/query/status", selectControl("status", statuses, filters.status)),
    field("Min price", "/query/min_price", number("min_price", "0")),
    field("Max price", "/query/max_price", number("max_price", "any")),
    field("Min bedrooms", "/query/min_bedrooms", number("min_bedrooms", "any")));
  return formCard("Filter properties", "Filter", fields, async (form) => {
    navigate("#/properties" + queryString(Object.fromEntries(FILTERS.map((name) => [name, valueOf(form, name)]))));
  });
}

function statusBadge(status: ListingStatus): HTMLSpanElement {
  return badge(label(status), STATUS_TONES[status] ?? "neutral");
}

function facts(p: Property): string {
  const parts = [
    missing(p.bedrooms) ? null : p.bedrooms + " bd",
    missing(p.bathrooms) ? null : p.bathrooms + " ba",
    missing(p.square_feet) ? null : fmtNumber(p.square_feet) + " sq ft",
  ];
  return parts.filter(Boolean).join(" · ") || "No size given";
}

function place(p: Property): string {
  const { address, city, state, postal_code } = p.location;
  return address + ", " + city + ", " + state + (postal_code ? " " + postal_code : "");
}

function listingCard(p: Property, selected: boolean): HTMLElement {
  const text = p.description ?? "";
  return h("article", { class: "card listing" + (selected ? " selected" : ""), role: "listitem", "data-property-id": p.id },
    h("div", { class: "listing-head" }, h("p", { class: "listing-price" }, fmtMoney(p.price)), statusBadge(p.status)),
    h("p", { class: "listing-place wrap" }, h("a", { href: "#/properties/" + encodeURIComponent(p.id) + location.hash.replace(/^[^?]*/, "") }, place(p))),
    h("p", { class: "small muted" }, label(p.type), " · ", facts(p)),
    text && h("p", { class: "small wrap" }, text.length > CARD_DESCRIPTION ? text.slice(0, CARD_DESCRIPTION - 1) + "…" : text),
    h("p", { class: "small muted" }, "Listed ", timeCell(p.listed_at)));
}

async function loadProperty(container: HTMLElement, id: string): Promise<unknown> {
  mount(container, h("div", { class: "card" }, loadingView("Loading the property…")));
  const result = await publicApi<Property>("GET", "/properties/" + encodeURIComponent(id));
  if (!result.ok) return mount(container, h("div", { class: "card" }, problemView(result)));
  const p = result.data;
  const perSqft = missing(p.square_feet) ? null : p.price / p.square_feet;
  return mount(container, h("section", { class: "card", "aria-label": "Property " + p.id, "data-testid": "property-detail" },
    h("div", { class: "listing-head" }, h("h2", null, fmtMoney(p.price)), statusBadge(p.status)),
    h("p", { class: "wrap" }, place(p), " · ", h("code", null, p.id)),
    h("dl", { class: "facts" },
      h("dt", null, "Type"), h("dd", null, label(p.type)),
      h("dt", null, "Size"), h("dd", null, facts(p)),
      h("dt", null, "Price per sq ft"), h("dd", null, fmtMoney(perSqft))),
    h("h3", null, "Description"),
    h("p", { class: "wrap description", "data-testid": "property-description" }, p.description ?? "None given."),
    h("h3", null, "Price history"), priceHistory(p)));
}

/**
 * What the contract records of a listing's price over time: one asking price, set when it was
 * created. Properties have no update operation, so no price change exists to show.
 */
function priceHistory(p: Property): Child {
  const rows: [string, Child][] = [[p.listed_at, ["Listed at ", h("strong", null, fmtMoney(p.price))]]];
  if (p.closed_at) rows.push([p.closed_at, "Closed (the contract records no sale price)"]);
  else if (p.updated_at !== p.listed_at && p.updated_at !== p.created_at) rows.push([p.updated_at, ["Now ", label(p.status), ", price unchanged"]]);
  return [
    h("ol", { class: "plain price-history" }, rows.map(([time, what]) => h("li", null, h("span", { class: "muted" }, fmtTime(time)), " ", what))),
    h("p", { class: "small muted" }, "The contract keeps one asking price per listing and no changes to it (a property cannot be updated), so this is its whole price history."),
  ];
}

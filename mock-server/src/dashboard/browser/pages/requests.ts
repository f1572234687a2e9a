import { inScope, listOf, queryString, sandbox, scopedQuery } from "../api";
import { badge, fmtNumber, h, mount } from "../dom";
import { emptyView, loadingView, problemView } from "../feedback";
import { navigate, type RouteMatch } from "../router";
import { dataTable, httpStatusBadge, pageHeader, refreshButton, timeCell } from "../widgets";

/**
 * Requests: the journal, newest first, violations marked; one entry opens to show the request and
 * the answer side by side, under the contract rules they break.
 */

interface Violation {
  where: string;
  pointer?: string;
  message: string;
  expected?: string;
  rule?: string;
}

type Headers = Record<string, string>;

/** An entry of GET /__sandbox/requests; credentials in it are already fingerprints. */
interface JournalEntry {
  request_id: string;
  time: string;
  method: string;
  path: string;
  status: number;
  operation_id?: string | null;
  duration_ms: number;
  violations: Violation[];
  request: { query: Record<string, string | string[]>; headers: Headers; body?: unknown };
  answer: { forced?: boolean; actor?: string | null; headers: Headers; body?: unknown };
}

export function renderRequests(view: HTMLElement, route: RouteMatch): Promise<unknown> {
  const onlyViolations = route.query.get("violations") === "true";
  // The page's own calls (one Market view makes a dozen) drown the integration's unless asked for.
  const withOwn = route.query.get("own") === "true";
  const toggle = h("input", { type: "checkbox", id: "only-violations", checked: onlyViolations });
  const own = h("input", { type: "checkbox", id: "own-requests", checked: withOwn });
  const follow = () => { location.hash = "#/requests" + queryString({ violations: toggle.checked ? "true" : "", own: own.checked ? "true" : "" }); };
  toggle.addEventListener("change", follow);
  own.addEventListener("change", follow);
  const list = h("div", { class: "card" });
  const detail = h("div", { "aria-live": "polite" });
  const clear = async () => {
    await sandbox<unknown>("DELETE", "/requests");
    navigate("#/requests");
  };
  mount(view,
    pageHeader("Requests", "Every API request with its answer and the contract violations found in them. Credentials show as fingerprints.",
      h("label", { class: "inline-label", for: toggle.id }, toggle, " Violations only"),
      h("label", { class: "inline-label", for: own.id }, own, " Show the dashboard's own requests"),
      refreshButton(() => navigate(location.hash)),
      // The journal is cleared whole, so a page scoped to one organisation does not offer it.
      inScope(undefined) && h("button", { type: "button", class: "btn btn-danger", onclick: clear }, "Clear")),
    detail, list);
  if (route.rest) void loadRequest(detail, route.rest);
  return loadRequests(list, onlyViolations, withOwn, route.rest);
}

async function loadRequests(list: HTMLElement, onlyViolations: boolean, withOwn: boolean, selected: string): Promise<unknown> {
  mount(list, loadingView());
  const filters = { limit: 200, has_violations: onlyViolations ? "true" : "", dashboard: withOwn ? "" : "false" };
  const result = await sandbox<JournalEntry[] | { data: JournalEntry[] }>("GET", "/requests" + scopedQuery(filters));
  if (!result.ok) return mount(list, problemView(result));
  const entries = listOf(result.data);
  const suffix = queryString({ violations: onlyViolations ? "true" : "", own: withOwn ? "true" : "" });
  return mount(list, entries.length === 0 ? emptyView(onlyViolations ? "No request broke the contract." : "No API request yet.") : dataTable<JournalEntry>("Requests", [
    { label: "Time", cell: (e) => timeCell(e.time) },
    { label: "Request", cell: (e) => h("a", { href: "#/requests/" + encodeURIComponent(e.request_id) + suffix }, h("code", null, e.method + " " + e.path)) },
    { label: "Status", cell: (e) => httpStatusBadge(e.status) },
    { label: "Operation", cell: (e) => (e.operation_id ? h("code", { class: "small" }, e.operation_id) : "—") },
    { label: "Duration", numeric: true, cell: (e) => fmtNumber(e.duration_ms) + " ms" },
    { label: "Contract", cell: (e) => violationBadge(e) },
  ], entries, (e) => ({ class: [e.violations.length ? "row-violation" : "", e.request_id === selected ? "selected" : ""].join(" ").trim() || null, "data-request-id": e.request_id })));
}

function violationBadge(entry: JournalEntry): HTMLSpanElement {
  const count = entry.violations.length;
  if (count === 0) return entry.answer.forced ? badge("forced (Prefer)", "info") : badge("ok", "ok");
  return badge(count + (count === 1 ? " violation" : " violations"), "error");
}

async function loadRequest(container: HTMLElement, requestId: string): Promise<unknown> {
  mount(container, h("div", { class: "card" }, loadingView("Loading the request…")));
  const result = await sandbox<JournalEntry>("GET", "/requests/" + encodeURIComponent(requestId) + scopedQuery());
  if (!result.ok) return mount(container, h("div", { class: "card" }, problemView(result)));
  const e = result.data;
  return mount(container, h("section", { class: "card", "aria-label": "Request " + e.request_id },
    h("h2", null, h("code", null, e.method + " " + e.path), " ", httpStatusBadge(e.status)),
    h("p", { class: "muted small" }, e.request_id, " · ", e.operation_id || "no documented operation", " · ", fmtNumber(e.duration_ms), " ms",
      e.answer.actor ? [" · as ", h("code", null, e.answer.actor)] : "", e.answer.forced ? " · forced by Prefer" : ""),
    e.violations.length > 0 && h("ul", { class: "violations", "aria-label": "Contract violations" }, e.violations.map((v) => h("li", null,
      badge(v.where, "error"), " ", h("code", null, v.pointer || "(whole " + v.where + ")"), " ", v.message,
      v.expected ? h("span", { class: "muted" }, " · expected ", h("code", null, v.expected)) : "",
      v.rule ? h("div", { class: "small muted" }, "rule ", h("code", null, v.rule)) : ""))),
    h("div", { class: "side-by-side" },
      messagePanel("Request", [e.method + " " + e.path + queryText(e.request.query)], e.request.headers, e.request.body),
      messagePanel("Answer", ["HTTP " + e.status], e.answer.headers, e.answer.body))));
}

function queryText(query: JournalEntry["request"]["query"]): string {
  const text = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x): [string, string] => [k, x]))).toString();
  return text ? "?" + text : "";
}

function messagePanel(title: string, firstLines: string[], headers: Headers, body: unknown): HTMLDivElement {
  const head = firstLines.concat(Object.entries(headers).map(([name, value]) => name + ": " + value)).join("\n");
  const text = body === null || body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body, null, 2);
  return h("div", { class: "message-panel" }, h("h3", null, title), h("pre", { class: "message" }, head + (text ? "\n\n" + text : "")));
}

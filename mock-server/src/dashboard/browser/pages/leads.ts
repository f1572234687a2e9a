import type { Lead, LeadScore, LeadScoreReady, QualificationType } from "@lps/sdk";
import { config, publicApi, queryString } from "../api";
import { factorChart } from "../charts";
import { badge, chips, fmtNumber, fmtTime, h, label, mount, type Child, type Tone } from "../dom";
import { emptyView, loadingView, problemView } from "../feedback";
import { selectControl, type Option } from "../forms";
import type { RouteMatch } from "../router";
import { dataTable, pageHeader, pagedTable, timeCell } from "../widgets";

/** Leads: the list, and one lead's score with its factor breakdown as a bar chart. */

const BAND_TONES: Record<QualificationType, Tone> = { hot: "error", warm: "warn", cold: "info" };

function bandBadge(band: QualificationType | null | undefined): Child {
  return band ? badge(band, BAND_TONES[band]) : "—";
}

export function renderLeads(view: HTMLElement, route: RouteMatch): Promise<unknown> {
  const list = h("div", { class: "card" });
  const detail = h("div", { class: "card", "aria-live": "polite" });
  const status = route.query.get("status") || "";
  const statuses: Option[] = [["", "Any status"], ...config.leadStatuses.map((value): Option => [value, label(value)])];
  const filter = selectControl("status", statuses, status);
  filter.addEventListener("change", () => { location.hash = "#/leads" + queryString({ status: filter.value }); });
  mount(view,
    pageHeader("Leads", "Every lead with its AI qualification. Choose a lead to see how its score was computed.",
      h("label", { class: "inline-label", for: filter.id }, "Status"), filter),
    // Without a chosen lead the list takes the whole width; the score panel opens beside it.
    route.rest ? h("div", { class: "split" }, list, detail) : list);
  void pagedTable<Lead>(list, {
    path: "/leads", params: { limit: 20, status }, caption: "Leads", empty: "No leads match.",
    rowProps: (lead) => ({ class: lead.id === route.rest ? "selected" : null, "data-lead-id": lead.id }),
    columns: [
      { label: "Name", cell: (lead) => h("a", { href: "#/leads/" + encodeURIComponent(lead.id) + queryString({ status }) }, lead.name) },
      { label: "Status", cell: (lead) => badge(lead.status, lead.status === "qualified" ? "ok" : "neutral") },
      { label: "Score", numeric: true, cell: (lead) => fmtNumber(lead.score) },
      { label: "Band", cell: (lead) => bandBadge(lead.qualification_type) },
      { label: "Created", cell: (lead) => timeCell(lead.created_at) },
    ],
  });
  return route.rest ? loadLeadScore(detail, route.rest) : Promise.resolve();
}

async function loadLeadScore(container: HTMLElement, leadId: string): Promise<unknown> {
  mount(container, loadingView("Loading the score…"));
  const path = "/leads/" + encodeURIComponent(leadId);
  const [lead, score] = await Promise.all([publicApi<Lead>("GET", path), publicApi<LeadScore>("GET", path + "/score")]);
  if (!lead.ok) return mount(container, problemView(lead));
  if (!score.ok) return mount(container, problemView(score));
  const heading = h("div", null, h("h2", null, lead.data.name), h("p", { class: "muted small" }, lead.data.email, " · ", h("code", null, leadId)));
  if (score.data.status === "pending") {
    return mount(container, heading,
      emptyView("Scoring is pending since " + fmtTime(score.data.submitted_at) + "."),
      h("button", { type: "button", class: "btn", onclick: () => loadLeadScore(container, leadId) }, "Check again"));
  }
  return mount(container, heading, scoreSummary(score.data),
    h("h3", null, "Factor breakdown"), factorChart(score.data.factors), factorTable(score.data.factors));
}

function scoreSummary(score: LeadScoreReady): HTMLDivElement {
  return h("div", { class: "score-summary" },
    h("p", { class: "score-value", "data-testid": "lead-score" }, String(score.score), h("span", { class: "score-max" }, " / 100")),
    h("dl", { class: "facts" },
      h("dt", null, "Band"), h("dd", null, bandBadge(score.qualification_type)),
      h("dt", null, "Triggers"), h("dd", null, chips(score.triggers.map(label))),
      h("dt", null, "Model"), h("dd", null, h("code", null, score.model_version)),
      h("dt", null, "Scored"), h("dd", null, fmtTime(score.scored_at))));
}

function factorTable(factors: LeadScoreReady["factors"]): HTMLDivElement {
  return dataTable("Score factors", [
    { label: "Factor", cell: (f) => label(f.factor) },
    { label: "Strength", numeric: true, cell: (f) => fmtNumber(f.value * 100) + "%" },
    { label: "Weight", numeric: true, cell: (f) => f.weight },
    { label: "Points", numeric: true, cell: (f) => fmtNumber(f.points) },
  ], factors);
}

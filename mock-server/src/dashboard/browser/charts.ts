import { fmtCompactMoney, fmtMoney, fmtNumber, label, s, type Child } from "./dom";
import { controlId } from "./forms";

/** Small SVG charts. Each has a title and a description so a screen reader gets the numbers. */

/** One factor of a lead's score, as GET /v1/leads/{id}/score gives it. */
export interface Factor {
  factor: string;
  value: number;
  weight: number;
  points: number;
}

/** One month of the price chart; `median` is null for a month without listings (a gap). */
export interface MonthMedian {
  month: string;
  median: number | null;
  count: number;
}

function chartFrame(width: number, height: number, title: string, description: string, ...content: Child[]): SVGSVGElement {
  const id = controlId("chart");
  return s("svg", { class: "chart", viewBox: "0 0 " + width + " " + height, width, height, role: "img", "aria-labelledby": id + "-title", "aria-describedby": id + "-desc" },
    s("title", { id: id + "-title" }, title), s("desc", { id: id + "-desc" }, description), content);
}

function legendItem(x: number, y: number, className: string, text: string): SVGGElement {
  return s("g", null, s("rect", { class: className, x, y: y - 9, width: 12, height: 12, rx: 2 }), s("text", { x: x + 18, y, class: "chart-label" }, text));
}

/** One row per factor: the weight (the most the factor can add) behind the points it earned. */
export function factorChart(factors: readonly Factor[]): SVGSVGElement {
  const rowHeight = 30, labelWidth = 150, barWidth = 200, valueWidth = 64, top = 6;
  const width = labelWidth + barWidth + valueWidth;
  const height = top + factors.length * rowHeight + 34;
  const max = Math.max(1, ...factors.map((f) => f.weight));
  const scale = (value: number) => (value / max) * barWidth;
  const rows = factors.map((f, index) => {
    const y = top + index * rowHeight;
    const text = label(f.factor) + ": " + fmtNumber(f.points) + " of " + f.weight + " points (strength " + fmtNumber(f.value * 100) + "%)";
    return s("g", { class: "factor", "data-factor": f.factor },
      s("title", null, text),
      s("text", { x: labelWidth - 10, y: y + 17, class: "chart-label", "text-anchor": "end" }, label(f.factor)),
      s("rect", { class: "bar-weight", x: labelWidth, y: y + 4, width: scale(f.weight), height: 18, rx: 3 }),
      s("rect", { class: "bar-points", x: labelWidth, y: y + 4, width: scale(f.points), height: 18, rx: 3 }),
      s("text", { x: labelWidth + barWidth + 10, y: y + 17, class: "chart-value" }, fmtNumber(f.points) + " / " + f.weight));
  });
  const legendY = top + factors.length * rowHeight + 20;
  return chartFrame(width, height, "Score by factor",
    factors.map((f) => label(f.factor) + " " + fmtNumber(f.points) + " of " + f.weight).join("; "),
    rows, legendItem(labelWidth - 140, legendY, "bar-points", "Points earned"), legendItem(labelWidth + 10, legendY, "bar-weight", "Weight (the most it adds)"));
}

/** A round tick step (1, 2, 2.5 or 5 times a power of ten) giving about four gridlines. */
function niceStep(max: number): number {
  const rough = max / 4;
  const power = Math.pow(10, Math.floor(Math.log10(rough)));
  return (([1, 2, 2.5, 5].find((m) => m * power >= rough)) ?? 10) * power;
}

export function monthlyPriceChart(months: readonly MonthMedian[]): SVGSVGElement {
  const width = 860, height = 260, left = 72, right = 12, top = 12, bottom = 44;
  const plotWidth = width - left - right, plotHeight = height - top - bottom;
  const highest = Math.max(1, ...months.map((m) => m.median || 0));
  const step = niceStep(highest);
  const ticks = Array.from({ length: Math.ceil(highest / step) + 1 }, (_, index) => index * step);
  const max = ticks[ticks.length - 1] ?? highest;
  const slot = plotWidth / months.length;
  const y = (value: number) => top + plotHeight - (value / max) * plotHeight;
  const grid = ticks.map((tick) => s("g", { class: "grid" },
    s("line", { x1: left, x2: width - right, y1: y(tick), y2: y(tick) }),
    s("text", { x: left - 8, y: y(tick) + 4, class: "chart-label", "text-anchor": "end" }, fmtCompactMoney(tick))));
  const columns = months.map((m, index) => {
    const x = left + index * slot;
    const [year = "", month = ""] = m.month.split("-");
    const name = new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString("en-US", { month: "short", timeZone: "UTC" });
    return s("g", { class: "month", "data-month": m.month },
      m.median !== null && s("rect", { class: "bar", x: x + slot * 0.18, y: y(m.median), width: slot * 0.64, height: y(0) - y(m.median), rx: 2 },
        s("title", null, m.month + ": median " + fmtMoney(m.median) + " over " + m.count + " listings")),
      s("text", { x: x + slot / 2, y: height - bottom + 16, class: "chart-label", "text-anchor": "middle" }, name),
      (index === 0 || month === "01") && s("text", { x: x + slot / 2, y: height - bottom + 32, class: "chart-label muted", "text-anchor": "middle" }, year));
  });
  return chartFrame(width, height, "Median list price by month listed",
    months.map((m) => m.month + " " + (m.median === null ? "no listings" : fmtMoney(m.median))).join("; "), grid, columns);
}

/** DOM building and formatting. Text always goes in as text nodes, never parsed as HTML. */

const SVG_NS = "http://www.w3.org/2000/svg";

/** What `h` and `s` accept as children: nested lists flatten, and empty values are skipped. */
export type Child = Node | string | number | null | undefined | false | readonly Child[];

type Listener = (event: Event) => unknown;
type PropValue = string | number | boolean | null | undefined | Listener;
/** Attributes; `on…` functions become event listeners, `true` an empty attribute, `false` none. */
export type Props = Readonly<Record<string, PropValue>> | null;

function build<E extends Element>(el: E, props: Props, children: readonly Child[]): E {
  for (const [name, value] of Object.entries(props ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on") && typeof value === "function") el.addEventListener(name.slice(2), value);
    else el.setAttribute(name, value === true ? "" : String(value));
  }
  return append(el, children);
}

function append<E extends Element>(el: E, children: readonly Child[]): E {
  for (const child of children) {
    if (Array.isArray(child)) append(el, child);
    else if (child === null || child === undefined || child === false || child === "") continue;
    else el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props?: Props, ...children: Child[]): HTMLElementTagNameMap[K] {
  return build(document.createElement(tag), props ?? null, children);
}

export function s<K extends keyof SVGElementTagNameMap>(tag: K, props?: Props, ...children: Child[]): SVGElementTagNameMap[K] {
  return build(document.createElementNS(SVG_NS, tag), props ?? null, children);
}

/** Replaces what `container` shows. */
export function mount<E extends Element>(container: E, ...children: Child[]): E {
  container.replaceChildren();
  return append(container, children);
}

const moneyFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const compactMoneyFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact", maximumFractionDigits: 1 });
const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

export function missing(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

export function fmtMoney(value: number | null | undefined): string {
  return missing(value) ? "—" : moneyFormat.format(value);
}

export function fmtCompactMoney(value: number | null | undefined): string {
  return missing(value) ? "—" : compactMoneyFormat.format(value);
}

export function fmtNumber(value: number | null | undefined): string {
  return missing(value) ? "—" : numberFormat.format(value);
}

export function fmtPct(value: number | null | undefined): string {
  return missing(value) ? "—" : (value > 0 ? "+" : "") + numberFormat.format(value) + "%";
}

/** Server time, as the server wrote it (its clock may be moved), in UTC without the milliseconds. */
export function fmtTime(iso: string | null | undefined): string {
  return missing(iso) ? "—" : String(iso).replace("T", " ").replace(/(\.\d+)?Z$/, "") + " UTC";
}

/** `lead.qualified` → "Lead qualified". */
export function label(identifier: string): string {
  const text = String(identifier).replace(/[._]/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type Tone = "ok" | "warn" | "error" | "info" | "neutral";

export function badge(text: string, tone?: Tone): HTMLSpanElement {
  return h("span", { class: "badge badge-" + (tone ?? "neutral") }, text);
}

export function chips(values: readonly string[] | null | undefined): Child {
  return values && values.length ? h("span", { class: "chips" }, values.map((v) => h("span", { class: "chip" }, v))) : "—";
}

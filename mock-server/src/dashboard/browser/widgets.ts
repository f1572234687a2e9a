import { publicApi, queryString, type Failure, type Page } from "./api";
import { badge, fmtTime, h, missing, mount, type Child, type Props } from "./dom";
import { emptyView, loadingView, problemView } from "./feedback";

/** Page headings, tables and paginated lists shared by the pages. */

export function pageHeader(title: string, intro: string | null, ...actions: Child[]): HTMLElement {
  return h("header", { class: "page-header" },
    h("div", null, h("h1", { tabindex: "-1" }, title), intro && h("p", { class: "muted" }, intro)),
    actions.length > 0 && h("div", { class: "page-actions" }, actions));
}

export function refreshButton(onclick: () => unknown): HTMLButtonElement {
  return h("button", { type: "button", class: "btn", onclick }, "Refresh");
}

export interface Column<T> {
  label: string;
  cell: (row: T) => Child;
  numeric?: boolean;
}

export function dataTable<T>(caption: string, columns: readonly Column<T>[], rows: readonly T[], rowProps?: (row: T) => Props): HTMLDivElement {
  return h("div", { class: "table-wrap" }, h("table", { class: "table" },
    h("caption", { class: "sr-only" }, caption),
    h("thead", null, h("tr", null, columns.map((column) => h("th", { scope: "col", class: column.numeric ? "num" : null }, column.label)))),
    h("tbody", null, rows.map((row) => h("tr", rowProps ? rowProps(row) : null,
      columns.map((column) => h("td", { class: column.numeric ? "num" : null }, column.cell(row))))))));
}

export interface PagedListOptions<T> {
  path: string;
  params: Record<string, string | number>;
  empty: string;
  /** Shows the rows loaded so far. */
  render: (rows: readonly T[]) => Child;
  /** Shows a refusal; `problemView` under the rows by default. */
  onProblem?: (result: Failure) => Child;
}

/** A cursor-paginated public-API list, with "Load more" while the server says has_more. */
export function pagedList<T>(container: HTMLElement, options: PagedListOptions<T>): Promise<unknown> {
  const rows: T[] = [];
  let cursor: string | null = null;
  async function loadMore(): Promise<unknown> {
    if (rows.length === 0) mount(container, loadingView());
    const result = await publicApi<Page<T>>("GET", options.path + queryString({ ...options.params, cursor }));
    const shown = rows.length ? options.render(rows) : null;
    if (!result.ok) return mount(container, shown, options.onProblem ? options.onProblem(result) : problemView(result));
    rows.push(...result.data.data);
    cursor = result.data.next_cursor;
    return mount(container,
      rows.length ? options.render(rows) : emptyView(options.empty),
      result.data.has_more && h("button", { type: "button", class: "btn load-more", onclick: loadMore }, "Load more"));
  }
  return loadMore();
}

export interface PagedTableOptions<T> extends Omit<PagedListOptions<T>, "render"> {
  caption: string;
  columns: readonly Column<T>[];
  rowProps?: (row: T) => Props;
}

export function pagedTable<T>(container: HTMLElement, options: PagedTableOptions<T>): Promise<unknown> {
  return pagedList<T>(container, { ...options, render: (rows) => dataTable(options.caption, options.columns, rows, options.rowProps) });
}

/** A time that may break between its date and its time of day, so narrow columns stay narrow. */
export function timeCell(iso: string | null | undefined): Child {
  if (missing(iso)) return "—";
  const [date, ...rest] = fmtTime(iso).split(" ");
  return h("time", { datetime: iso }, h("span", { class: "nowrap" }, date), " ", h("span", { class: "nowrap" }, rest.join(" ")));
}

/** Text that wraps anywhere; past `visible` characters it folds into a <details> that opens on demand. */
export function longText(text: string | null | undefined, visible = 80): Child {
  if (missing(text) || text === "") return "—";
  if (text.length <= visible) return h("span", { class: "wrap" }, text);
  return h("details", { class: "long-text" }, h("summary", { class: "wrap" }, text.slice(0, visible - 20) + "…"), h("span", { class: "wrap" }, text));
}

export function httpStatusBadge(status: number | null | undefined): Child {
  if (missing(status)) return "—";
  return badge(String(status), status < 300 ? "ok" : status < 500 ? "warn" : "error");
}

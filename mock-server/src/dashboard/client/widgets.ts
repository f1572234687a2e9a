import { js } from "./source";

/** Page headings, tables and paginated lists shared by the pages. */
export const widgetsScript = js`
function pageHeader(title, intro, ...actions) {
  return h('header', { class: 'page-header' },
    h('div', null, h('h1', { tabindex: '-1' }, title), intro && h('p', { class: 'muted' }, intro)),
    actions.length > 0 && h('div', { class: 'page-actions' }, actions));
}

function refreshButton(onclick) {
  return h('button', { type: 'button', class: 'btn', onclick }, 'Refresh');
}

// columns: [{ label, cell(row), numeric? }]
function dataTable(caption, columns, rows, rowProps) {
  return h('div', { class: 'table-wrap' }, h('table', { class: 'table' },
    h('caption', { class: 'sr-only' }, caption),
    h('thead', null, h('tr', null, columns.map((column) => h('th', { scope: 'col', class: column.numeric ? 'num' : null }, column.label)))),
    h('tbody', null, rows.map((row) => h('tr', rowProps ? rowProps(row) : null,
      columns.map((column) => h('td', { class: column.numeric ? 'num' : null }, column.cell(row))))))));
}

// A cursor-paginated public-API list, with "Load more" while the server says has_more.
function pagedTable(container, options) {
  const rows = [];
  let cursor = null;
  async function loadMore() {
    if (rows.length === 0) mount(container, loadingView());
    const result = await publicApi('GET', options.path + queryString(Object.assign({}, options.params, { cursor })));
    const table = rows.length ? dataTable(options.caption, options.columns, rows, options.rowProps) : null;
    if (!result.ok) return mount(container, table, problemView(result));
    rows.push(...result.data.data);
    cursor = result.data.next_cursor;
    mount(container,
      rows.length ? dataTable(options.caption, options.columns, rows, options.rowProps) : emptyView(options.empty),
      result.data.has_more && h('button', { type: 'button', class: 'btn load-more', onclick: loadMore }, 'Load more'));
  }
  return loadMore();
}

function timeCell(iso) {
  return missing(iso) ? '—' : h('time', { datetime: iso, class: 'nowrap' }, fmtTime(iso));
}

function httpStatusBadge(status) {
  if (missing(status)) return '—';
  return badge(String(status), status < 300 ? 'ok' : status < 500 ? 'warn' : 'error');
}
`;

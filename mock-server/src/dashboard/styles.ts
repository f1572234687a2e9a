/** The dashboard's only stylesheet: system fonts, no images, no imports. */
export const dashboardStyles = `
:root {
  --bg: #f6f7f9; --surface: #fff; --text: #1f2933; --muted: #5f6b7a; --line: #dde2e8;
  --accent: #2f5bd3; --accent-soft: #e8eefc; --danger: #b42318; --danger-soft: #fdecea;
  --ok: #1b7a3d; --ok-soft: #e6f4ea; --warn: #8a5a00; --warn-soft: #fff4d6; --info: #1c5f8a; --info-soft: #e3f1fa;
  --radius: 8px;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 15px; line-height: 1.45; color: var(--text); background: var(--bg);
}
* { box-sizing: border-box; }
body { margin: 0; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.88em; }
a { color: var(--accent); }
h1 { font-size: 1.6rem; margin: 0 0 4px; }
h2 { font-size: 1.15rem; margin: 0 0 12px; }
h3 { font-size: 1rem; margin: 16px 0 8px; }
h1:focus { outline: none; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.skip-link { position: absolute; left: -999px; }
.skip-link:focus { left: 8px; top: 8px; z-index: 10; background: var(--surface); padding: 6px 10px; }
.muted { color: var(--muted); }
.small { font-size: 0.85em; }
.wrap { overflow-wrap: anywhere; }
.nowrap { white-space: nowrap; }
.block { display: block; }

.topbar { display: flex; justify-content: space-between; align-items: center; gap: 16px; padding: 10px 24px; background: #1d2939; color: #f2f4f7; }
.topbar code { color: #fff; }
.brand { font-weight: 700; font-size: 1.1rem; letter-spacing: 0.02em; }
.brand-sub { font-weight: 400; color: #b8c2d0; }
.topbar-info { font-size: 0.85rem; color: #b8c2d0; }
.topbar-info strong { color: #fff; }
.topbar { flex-wrap: wrap; }
.brand { white-space: nowrap; }
.session-user { white-space: nowrap; }
.btn-small { font-size: 0.8rem; padding: 2px 10px; margin-left: 6px; }
.layout { display: grid; grid-template-columns: 210px minmax(0, 1fr); min-height: calc(100vh - 44px); }
.sidebar { background: var(--surface); border-right: 1px solid var(--line); padding: 16px 12px; }
.nav-heading { margin: 12px 8px 4px; font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); }
.sidebar ul { list-style: none; margin: 0; padding: 0; }
.sidebar a { display: block; padding: 6px 10px; border-radius: 6px; color: var(--text); text-decoration: none; }
.sidebar a:hover { background: var(--bg); }
.sidebar a[aria-current="page"] { background: var(--accent-soft); color: var(--accent); font-weight: 600; }
main { padding: 20px 28px 40px; min-width: 0; }
main:focus { outline: none; }

.page-header { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-bottom: 16px; }
.page-header p { margin: 0; max-width: 70ch; }
.page-actions { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; justify-content: flex-end; }
.page-actions .inline-label { display: inline-flex; align-items: center; gap: 6px; white-space: nowrap; }
.card { background: var(--surface); border: 1px solid var(--line); border-radius: var(--radius); padding: 16px 18px; margin-bottom: 16px; }
.card > :first-child { margin-top: 0; }
.split { display: grid; grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); gap: 16px; align-items: start; }

.btn { display: inline-block; font: inherit; font-size: 0.9rem; padding: 5px 12px; border: 1px solid var(--line); border-radius: 6px; background: var(--surface); color: var(--text); cursor: pointer; text-decoration: none; white-space: nowrap; }
.btn:hover { border-color: #b5bfcc; }
.btn:disabled { opacity: 0.6; cursor: progress; }
.btn-primary { background: var(--accent); border-color: var(--accent); color: #fff; }
.btn-danger { color: var(--danger); border-color: #f1b8b2; }
.btn-link { border: 0; background: none; color: var(--accent); cursor: pointer; font: inherit; padding: 0; text-decoration: underline; }
.load-more { margin-top: 12px; }
.actions { display: inline-flex; gap: 6px; }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }

.form-grid { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 0 28px; }
.form-row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
.form-row .field { flex: 1 1 240px; }
.field { margin: 0 0 12px; border: 0; padding: 0; min-width: 0; }
.field > label, .field > legend { display: block; font-weight: 600; margin-bottom: 4px; padding: 0; }
.field input[type="text"], .field input[type="url"], .field input[type="number"], .field input[type="email"], .field input[type="password"], .field select, .field textarea {
  width: 100%; font: inherit; padding: 6px 8px; border: 1px solid #c4ccd6; border-radius: 6px; background: #fff; }
.field textarea { resize: vertical; }
.check { display: flex; gap: 8px; align-items: flex-start; margin: 4px 0; }
.check input { margin-top: 4px; }
.check label { display: flex; flex-direction: column; font-weight: 400; }
.check-label { font-weight: 500; }
.hint { display: block; margin: 2px 0 0; font-size: 0.82rem; color: var(--muted); }
.has-error input, .has-error select, .has-error textarea { border-color: var(--danger); }
.field-error { margin: 4px 0 0; color: var(--danger); font-size: 0.85rem; font-weight: 500; }
.form-actions { display: flex; justify-content: flex-end; }
.form[aria-busy="true"] .btn-primary { cursor: progress; opacity: 0.7; }
.inline-label { font-weight: 600; }

.alert { border-radius: 6px; padding: 10px 14px; margin: 0 0 12px; }
.alert p { margin: 2px 0; }
.alert-title { font-weight: 600; }
.alert-error { background: var(--danger-soft); color: #7a1a12; border: 1px solid #f1b8b2; }
.alert-ok { background: var(--ok-soft); color: #145c2e; border: 1px solid #b7dfc3; }
.issues { margin: 6px 0 0; padding-left: 18px; }
.secret-box { border: 2px solid #e0a800; background: #fffbea; border-radius: var(--radius); padding: 14px 18px; margin-bottom: 16px; }
.secret-box h3 { margin-top: 0; }
.secret-warning { margin: 0 0 8px; color: var(--warn); font-weight: 500; }
.secret-row { display: flex; gap: 10px; align-items: center; margin-bottom: 8px; }
.secret-value { flex: 1; padding: 8px 10px; background: #fff; border: 1px solid #e7cf7a; border-radius: 6px; font-size: 0.95rem; overflow-wrap: anywhere; }
.loading { color: var(--muted); display: flex; gap: 8px; align-items: center; }
.spinner { width: 14px; height: 14px; border: 2px solid var(--line); border-top-color: var(--accent); border-radius: 50%; animation: spin 0.8s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }
.empty { color: var(--muted); font-style: italic; margin: 8px 0; }

.table-wrap { overflow-x: auto; }
.table { width: 100%; border-collapse: collapse; font-size: 0.88rem; }
.table th { text-align: left; font-weight: 600; color: var(--muted); border-bottom: 1px solid var(--line); padding: 6px 8px; white-space: nowrap; }
.table td { border-bottom: 1px solid #eef1f4; padding: 7px 8px; vertical-align: top; }
.table .num { text-align: right; font-variant-numeric: tabular-nums; }
.table .num { white-space: nowrap; }
.error-cell { min-width: 14ch; max-width: 32ch; }
.long-text summary { cursor: pointer; }
.table tr.selected td { background: var(--accent-soft); }
.plain { list-style: none; margin: 0; padding: 0; }
.badge { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 0.8rem; font-weight: 600; background: #eef1f4; color: #344054; white-space: nowrap; }
.badge-ok { background: var(--ok-soft); color: var(--ok); }
.badge-warn { background: var(--warn-soft); color: var(--warn); }
.badge-error { background: var(--danger-soft); color: var(--danger); }
.badge-info { background: var(--info-soft); color: var(--info); }
.chips { display: inline-flex; flex-wrap: wrap; gap: 4px; }
.chip { padding: 0 6px; border: 1px solid var(--line); border-radius: 4px; font-size: 0.8rem; background: #fafbfc; white-space: nowrap; }

.score-summary { display: flex; gap: 24px; align-items: center; margin: 8px 0; }
.score-value { font-size: 2.6rem; font-weight: 700; margin: 0; line-height: 1; }
.score-max { font-size: 1rem; color: var(--muted); font-weight: 400; }
.facts { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0; font-size: 0.9rem; }
.facts dt { color: var(--muted); }
.facts dd { margin: 0; }
.analysis-head { display: flex; align-items: center; gap: 12px; }
.analysis-head h2 { margin: 0; }
.summary { font-size: 1.02rem; max-width: 90ch; }
.stats { display: grid; grid-template-columns: repeat(auto-fill, minmax(165px, 1fr)); gap: 10px; margin: 12px 0; }
.stat { border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; }
.stat p { margin: 0; }
.stat-label { font-size: 0.8rem; color: var(--muted); }
.stat-value { font-size: 1.25rem; font-weight: 650; font-variant-numeric: tabular-nums; }
.stat-hint { font-size: 0.78rem; color: var(--muted); }

.chart { display: block; max-width: 100%; height: auto; margin: 4px 0 12px; }
.chart-label { font-size: 12px; fill: #475467; }
.chart-value { font-size: 12px; fill: var(--text); font-variant-numeric: tabular-nums; }
.bar-weight { fill: #dfe4ec; }
.bar-points { fill: var(--accent); }
.bar { fill: var(--accent); }
.grid line { stroke: #e6e9ef; }

.listing-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(250px, 1fr)); gap: 12px; }
.listing { margin: 0; display: flex; flex-direction: column; gap: 4px; }
.listing p { margin: 0; }
.listing.selected { border-color: var(--accent); box-shadow: 0 0 0 1px var(--accent); }
.listing-head { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
.listing-head h2 { margin: 0; }
.listing-price { font-size: 1.2rem; font-weight: 650; font-variant-numeric: tabular-nums; }
.description { white-space: pre-line; max-width: 90ch; }
.price-history li { margin: 2px 0; }

.row-violation td { background: var(--danger-soft); }
.violations { margin: 8px 0 14px; padding-left: 18px; }
.violations li { margin: 4px 0; }
.side-by-side { display: grid; grid-template-columns: 1fr 1fr; gap: 14px; }
.message-panel h3 { margin: 0 0 6px; font-size: 0.95rem; }
.message { margin: 0; padding: 10px 12px; background: var(--bg); border: 1px solid var(--line); border-radius: 6px; font-size: 0.8rem; white-space: pre-wrap; word-break: break-all; max-height: 420px; overflow: auto; }

@media (max-width: 900px) {
  .layout { grid-template-columns: 1fr; }
  .split, .form-grid, .side-by-side { grid-template-columns: 1fr; }
}
`;

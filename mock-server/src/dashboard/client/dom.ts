import { js } from "./source";

/** DOM building and formatting. Text always goes in as text nodes, never parsed as HTML. */
export const domScript = js`
const SVG_NS = 'http://www.w3.org/2000/svg';

function build(el, props, children) {
  for (const [name, value] of Object.entries(props || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') el.addEventListener(name.slice(2), value);
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  return append(el, children);
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false || child === '') continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

function h(tag, props, ...children) {
  return build(document.createElement(tag), props, children);
}

function s(tag, props, ...children) {
  return build(document.createElementNS(SVG_NS, tag), props, children);
}

function mount(container, ...children) {
  container.replaceChildren();
  return append(container, children);
}

const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const compactMoneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function missing(value) {
  return value === null || value === undefined;
}

function fmtMoney(value) {
  return missing(value) ? '—' : moneyFormat.format(value);
}

function fmtCompactMoney(value) {
  return missing(value) ? '—' : compactMoneyFormat.format(value);
}

function fmtNumber(value) {
  return missing(value) ? '—' : numberFormat.format(value);
}

function fmtPct(value) {
  return missing(value) ? '—' : (value > 0 ? '+' : '') + numberFormat.format(value) + '%';
}

// Server time, as the server wrote it (its clock may be moved), in UTC without the milliseconds.
function fmtTime(iso) {
  return missing(iso) ? '—' : String(iso).replace('T', ' ').replace(/(\.\d+)?Z$/, '') + ' UTC';
}

function label(identifier) {
  const text = String(identifier).replace(/[._]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function badge(text, tone) {
  return h('span', { class: 'badge badge-' + (tone || 'neutral') }, text);
}

function chips(values) {
  return values && values.length ? h('span', { class: 'chips' }, values.map((v) => h('span', { class: 'chip' }, v))) : '—';
}
`;

import { js } from "./source";

/** Hash routes (#/leads/lead_…?status=…), the navigation, and start-up. */
export const routerScript = js`
const ROUTES = [
  { group: 'Settings', path: 'settings/api-keys', title: 'API keys', render: renderApiKeys },
  { group: 'Settings', path: 'audit-log', title: 'Audit log', render: renderAuditLog },
  { group: 'Settings', path: 'requests', title: 'Requests', render: renderRequests },
  { group: 'Integrations', path: 'webhooks', title: 'Webhooks', render: renderWebhooks },
  { group: 'Integrations', path: 'oauth-clients', title: 'OAuth clients', render: renderOAuthClients },
  { group: 'Data', path: 'leads', title: 'Leads', render: renderLeads },
  { group: 'Data', path: 'market', title: 'Market', render: renderMarket },
];

let currentPath = null;

function parseHash() {
  const [path, query] = location.hash.replace(/^#\/?/, '').split('?');
  const route = ROUTES.find((r) => path === r.path || path.startsWith(r.path + '/'));
  if (!route) return null;
  return { route, rest: decodeURIComponent(path.slice(route.path.length + 1)), query: new URLSearchParams(query || '') };
}

function renderNav(current) {
  const groups = [...new Set(ROUTES.map((r) => r.group))];
  mount(document.getElementById('nav'), groups.map((group) => h('div', { class: 'nav-group' },
    h('p', { class: 'nav-heading' }, group),
    h('ul', null, ROUTES.filter((r) => r.group === group).map((r) =>
      h('li', null, h('a', { href: '#/' + r.path, 'aria-current': r === current ? 'page' : null }, r.title)))))));
}

function renderRoute() {
  const match = parseHash();
  if (!match) return location.replace('#/' + ROUTES[0].path);
  document.title = match.route.title + ' · LPS sandbox dashboard';
  renderNav(match.route);
  const view = h('div', { class: 'view', 'data-page': match.route.path });
  mount(document.getElementById('main'), view);
  match.route.render(view, match);
  // Move focus only when the page changes, not when a row of the same page is chosen.
  if (currentPath !== match.route.path && currentPath !== null) view.querySelector('h1').focus();
  currentPath = match.route.path;
}

// Re-renders even when the hash is unchanged (the same form submitted twice).
function navigate(hash) {
  if (location.hash === hash) renderRoute();
  else location.hash = hash;
}

function maskKey(key) {
  return key.length > 16 ? key.slice(0, 7) + '…' + key.slice(-4) : '…';
}

mount(document.getElementById('server-info'),
  'API ', h('code', null, location.origin + '/v1'), ' · demo key ', h('code', { title: 'Used by the Webhooks, Leads and Market pages' }, maskKey(config.demoApiKey)));
window.addEventListener('hashchange', renderRoute);
renderRoute();
`;

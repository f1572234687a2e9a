import { h, mount } from "./dom";

/** Hash routes (#/leads/lead_…?status=…) and the navigation. */

/** Where the hash points: the page, the rest of its path (an id) and its query. */
export interface RouteMatch {
  route: Route;
  rest: string;
  query: URLSearchParams;
}

export interface Route {
  group: string;
  path: string;
  title: string;
  render: (view: HTMLElement, match: RouteMatch) => unknown;
}

let routes: readonly Route[] = [];
let currentPath: string | null = null;

function parseHash(): RouteMatch | null {
  const [path = "", query] = location.hash.replace(/^#\/?/, "").split("?");
  const route = routes.find((r) => path === r.path || path.startsWith(r.path + "/"));
  if (!route) return null;
  return { route, rest: decodeURIComponent(path.slice(route.path.length + 1)), query: new URLSearchParams(query || "") };
}

function renderNav(current: Route): void {
  const groups = [...new Set(routes.map((r) => r.group))];
  mount(document.getElementById("nav")!, groups.map((group) => h("div", { class: "nav-group" },
    h("p", { class: "nav-heading" }, group),
    h("ul", null, routes.filter((r) => r.group === group).map((r) =>
      h("li", null, h("a", { href: "#/" + r.path, "aria-current": r === current ? "page" : null }, r.title)))))));
}

function renderRoute(): void {
  const match = parseHash();
  if (!match) return location.replace("#/" + routes[0]!.path);
  document.title = match.route.title + " · LPS sandbox dashboard";
  renderNav(match.route);
  const view = h("div", { class: "view", "data-page": match.route.path });
  mount(document.getElementById("main")!, view);
  match.route.render(view, match);
  // Move focus only when the page changes, not when a row of the same page is chosen.
  if (currentPath !== match.route.path && currentPath !== null) view.querySelector("h1")?.focus();
  currentPath = match.route.path;
}

/** Re-renders even when the hash is unchanged (the same form submitted twice). */
export function navigate(hash: string): void {
  if (location.hash === hash) renderRoute();
  else location.hash = hash;
}

/** Shows the page the hash names (the first route when it names none), and follows the hash. */
export function startRouter(table: readonly Route[]): void {
  routes = table;
  window.addEventListener("hashchange", renderRoute);
  renderRoute();
}

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { launchChromium, watchedContext, type WatchedContext } from "./browser";
import type { MockServerOptions } from "../../../src/index";
import { startDashboardServer, type DashboardServer } from "./dashboard-server";

export interface DashboardSession {
  server: DashboardServer;
  watched: WatchedContext;
  page: Page;
  /** Opens a dashboard route, e.g. `open("leads")` for /dashboard#/leads. */
  open(route: string): Promise<void>;
  /** Calls the server from the test, with `key` (the demo key by default) as the bearer. */
  call(path: string, key?: string, init?: RequestInit): Promise<Response>;
  /** No request left the server's origin and no script or CSP error happened. */
  expectStayedOffline(): void;
}

/** One seeded server and one Chromium page for a test file, closed after its last test. */
export function useDashboardSession(options: MockServerOptions = {}): DashboardSession {
  let browser: Browser | undefined;
  const session = {} as DashboardSession;
  beforeAll(async () => {
    session.server = await startDashboardServer(options);
    browser = await launchChromium();
    session.watched = await watchedContext(browser, [session.server.url]);
    session.page = await session.watched.context.newPage();
    session.open = async (route) => {
      const target = `${session.server.url}/dashboard#/${route}`;
      // The same URL again is no navigation at all: reload so every test starts from a fresh page.
      if (session.page.url() === target) await session.page.reload();
      else await session.page.goto(target);
    };
    session.call = (path, key = session.server.apiKey, init = {}) =>
      fetch(session.server.url + path, { ...init, headers: { authorization: `Bearer ${key}`, ...init.headers } });
    session.expectStayedOffline = () => {
      expect(session.watched.blocked).toEqual([]);
      expect(session.watched.pageErrors).toEqual([]);
    };
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await session.server?.stop();
  });
  return session;
}

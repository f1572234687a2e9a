/// <reference types="node" />
import { createDashboard } from "../../../src/dashboard";
import type { AppEnv } from "../../../src/http/app-env";
import { startMockServer } from "../../../src/index";

export interface DashboardServer {
  url: string;
  apiKey: string;
  stop(): Promise<void>;
}

/**
 * The seeded reference server on a free loopback port, with the dashboard mounted as an engine
 * module until the engine mounts it by default.
 */
export async function startDashboardServer(): Promise<DashboardServer> {
  let apiKey = "";
  const routes = createDashboard<AppEnv>({ demoApiKey: () => apiKey });
  const server = await startMockServer({ port: 0, seed: 7, modules: [{ name: "dashboard", setup: () => ({ routes }) }] });
  apiKey = server.apiKey;
  return { url: server.url, apiKey, stop: () => server.stop() };
}

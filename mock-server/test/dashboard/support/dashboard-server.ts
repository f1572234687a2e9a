/// <reference types="node" />
import { startMockServer } from "../../../src/index";

export interface DashboardServer {
  url: string;
  apiKey: string;
  stop(): Promise<void>;
}

/** The seeded reference server on a free loopback port, with the dashboard it mounts itself. */
export async function startDashboardServer(): Promise<DashboardServer> {
  const server = await startMockServer({ port: 0, seed: 7 });
  return { url: server.url, apiKey: server.apiKey, stop: () => server.stop() };
}

/// <reference types="node" />
import { startMockServer, type MockServerOptions } from "../../../src/index";

export interface DashboardServer {
  url: string;
  apiKey: string;
  stop(): Promise<void>;
}

/** The seeded reference server on a free loopback port, with the dashboard it mounts itself. */
export async function startDashboardServer(options: MockServerOptions = {}): Promise<DashboardServer> {
  const server = await startMockServer({ port: 0, seed: 7, ...options });
  return { url: server.url, apiKey: server.apiKey, stop: () => server.stop() };
}

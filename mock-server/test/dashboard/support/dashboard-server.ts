/// <reference types="node" />
import { createDashboard } from "../../../src/dashboard";
import { createEngine, serveEngine } from "../../../src/index";

export interface DashboardServer {
  url: string;
  apiKey: string;
  stop(): Promise<void>;
}

/** The seeded reference server with the dashboard, on a free loopback port. */
export async function startDashboardServer(): Promise<DashboardServer> {
  let origin: string | undefined;
  const engine = createEngine({ seed: 7, publicUrl: () => origin });
  const dashboard = createDashboard({ demoApiKey: () => engine.demo.apiKey });
  const server = await serveEngine({
    fetch: async (request, context) =>
      new URL(request.url).pathname.startsWith("/dashboard") ? dashboard.fetch(request) : engine.fetch(request, context),
  });
  origin = server.url;
  return {
    url: server.url,
    apiKey: engine.demo.apiKey,
    async stop() {
      await server.close();
      await engine.close();
    },
  };
}

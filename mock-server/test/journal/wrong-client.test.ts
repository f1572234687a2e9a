import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { setupServer } from "msw/node";
import { describe, expect, it } from "vitest";
import type { JournalEntry } from "../../src/journal/journal-types";
import { createTestHandlers, startTestServer } from "../../src/adapters/testing";
import { driveWrongClient, expectWrongClientViolations } from "./wrong-client";

const root = fileURLToPath(new URL("../../../", import.meta.url));

describe("a client that breaks the contract, in every mode", { timeout: 30_000 }, () => {
  it("programmatic: startTestServer journals each violation with its pointer", async () => {
    const server = await startTestServer();
    try {
      await driveWrongClient(fetch, server.baseUrl, server.apiKey);
      expectWrongClientViolations(await server.requests());
      await expect(server.expectNoViolations()).rejects.toThrow(/POST \/v1\/leads → 400/);
      expect((await server.requests({ has_violations: true })).length).toBe(5);
    } finally {
      await server.close();
    }
  });

  it("programmatic: a browser's preflights before its calls leave expectNoViolations passing", async () => {
    const server = await startTestServer();
    try {
      const origin = { origin: "http://localhost:5173" };
      const preflight = await fetch(`${server.baseUrl}/leads`, { method: "OPTIONS", headers: { ...origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization,content-type" } });
      expect(preflight.status).toBe(204);
      const listed = await fetch(`${server.baseUrl}/leads`, { headers: { ...origin, authorization: `Bearer ${server.apiKey}` } });
      expect(listed.status).toBe(200);
      await server.expectNoViolations();
      expect((await server.requests()).map((entry) => entry.method)).toEqual(["GET", "OPTIONS"]); // newest first
    } finally {
      await server.close();
    }
  });

  it("MSW: createTestHandlers journals the same violations", async () => {
    const test = await createTestHandlers({ origin: "http://lps.test" });
    const msw = setupServer(...test.handlers);
    msw.listen({ onUnhandledRequest: "error" });
    try {
      await driveWrongClient(fetch, test.baseUrl, test.apiKey);
      expectWrongClientViolations(await test.requests());
    } finally {
      msw.close();
      await test.close();
    }
  });

  it("CLI: the lps-mock process serves the journal over GET /__sandbox/requests", async () => {
    const key = "ci_wrong_client_key";
    const child = spawn(process.execPath, ["--import", "tsx", "mock-server/src/cli/main.ts", "--port", "0", "--json", "--api-key", key], { cwd: root });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
    try {
      const [chunk] = (await once(child.stdout, "data")) as [Buffer];
      const { url } = JSON.parse(chunk.toString().split("\n")[0]!) as { url: string };
      await driveWrongClient(fetch, `${url}/v1`, key);
      const page = (await (await fetch(`${url}/__sandbox/requests?limit=50`)).json()) as { data: JournalEntry[] };
      expectWrongClientViolations(page.data);
      const flagged = (await (await fetch(`${url}/__sandbox/requests?has_violations=true&operation_id=createLead`)).json()) as { data: JournalEntry[] };
      expect(flagged.data.map((e) => e.status).sort()).toEqual([400, 415]);
      // Under --json the ready line stays alone on stdout; the log (JSON lines off a terminal) goes to stderr.
      await expect.poll(() => stderr.trimEnd().split("\n").length).toBe(5);
      const logged = stderr.trimEnd().split("\n").map((line) => JSON.parse(line) as { path: string; violations: unknown[] });
      expect(logged.map((line) => line.violations.length > 0)).toEqual([true, true, true, true, true]);
      expect(stderr).not.toContain(key);
    } finally {
      child.kill("SIGKILL");
    }
  });
});


import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The built bundles, not the sources: bundlers drop a module variable nothing reads, and an
// earlier build of the workaround lost its object that way while its unit tests passed.
// `npm test` builds the packages before vitest runs.

const root = fileURLToPath(new URL("../../", import.meta.url));
const report = `
  const kept = globalThis[Symbol.for("@lps/mock-server/kept-tick-object")];
  console.log(JSON.stringify({ keys: kept && Object.keys(kept), symbols: kept && Object.getOwnPropertySymbols(kept).length }));`;
const serveStub = (load: string) => `
  ${load}
  const server = await serveEngine({ fetch: async () => new Response("ok") }, { port: 0 });
  await new Promise((resolve) => setImmediate(resolve));
  ${report}
  await server.close();`;

const run = (args: string[]) =>
  JSON.parse(execFileSync(process.execPath, args, { cwd: root, encoding: "utf8", timeout: 20_000 }).trim().split("\n").at(-1) ?? "null") as unknown;

type Report = { keys?: string[]; symbols?: number } | null;
/** A tick object: callback and args, and two symbol keys on Node 20, three from Node 22 (the async context). */
const expectTickObject = (out: unknown) => {
  expect((out as Report)?.keys).toEqual(["callback", "args"]);
  expect((out as Report)?.symbols).toBeGreaterThanOrEqual(2);
};

describe("the built bundles keep a tick object once serving", { timeout: 30_000 }, () => {
  it("the ES module library (dist/index.js)", () => {
    const out = run(["--input-type=module", "-e", serveStub(`import { serveEngine } from "./mock-server/dist/index.js";`)]);
    expectTickObject(out);
  });

  it("the CommonJS library (dist/index.cjs)", () => {
    const out = run(["--input-type=module", "-e", serveStub(`import { createRequire } from "node:module"; const { serveEngine } = createRequire(import.meta.url)("./mock-server/dist/index.cjs");`)]);
    expectTickObject(out);
  });

  it("the lps-mock CLI bundle (dist/cli/lps-mock.cjs)", () => {
    // Run as lps-mock runs it; its ready line comes first, this report last.
    const source = `
      process.argv = [process.argv[0], "lps-mock", "--port", "0", "--json", "--seed", "1"];
      require("./mock-server/dist/cli/lps-mock.cjs");
      const check = setInterval(() => {
        if (!globalThis[Symbol.for("@lps/mock-server/kept-tick-object")]) return;
        clearInterval(check);
        ${report}
        process.exit(0);
      }, 20);
      setTimeout(() => { ${report} process.exit(0); }, 10_000).unref();`;
    const out = run(["-e", source]);
    expectTickObject(out);
  });
});

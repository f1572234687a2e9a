/// <reference types="node" />
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import type { MockServer } from "../../src/index";

// The script as the package ships it: the file the build writes into dist/, served by the library
// (startMockServer from dist/index.js) and by the CLI bundle (dist/cli/). `npm test` builds first.
const pkg = fileURLToPath(new URL("../../", import.meta.url));
const builtScript = `${pkg}dist/dashboard/dashboard.js`;
const stops: (() => unknown)[] = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});

async function scriptOf(url: string): Promise<{ response: Response; text: string }> {
  const response = await fetch(`${url}/dashboard/assets/dashboard.js`);
  return { response, text: await response.text() };
}

describe("the built dashboard script", () => {
  it("is in dist/ after the package build", () => {
    expect(existsSync(builtScript), `${builtScript} is missing: run npm run build`).toBe(true);
  });

  it("is what the library from dist/ serves", async () => {
    const { startMockServer } = (await import(pathToFileURL(`${pkg}dist/index.js`).href)) as { startMockServer: (o: object) => Promise<MockServer> };
    const server = await startMockServer({ port: 0, seed: 7 });
    stops.push(() => server.stop());
    const { response, text } = await scriptOf(server.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(text).toBe(readFileSync(builtScript, "utf8"));
  });

  it("is what the CLI bundle serves", async () => {
    const child = spawn(process.execPath, [`${pkg}bin/lps-mock.cjs`, "--port", "0", "--json", "--seed", "7"], { stdio: ["ignore", "pipe", "inherit"] });
    stops.push(async () => {
      child.kill("SIGTERM");
      await once(child, "exit");
    });
    let out = "";
    child.stdout.setEncoding("utf8");
    for await (const chunk of child.stdout) {
      out += chunk;
      if (out.includes("\n")) break;
    }
    const { url } = JSON.parse(out.slice(0, out.indexOf("\n"))) as { url: string };
    const { response, text } = await scriptOf(url);
    expect(response.status).toBe(200);
    expect(text).toBe(readFileSync(builtScript, "utf8"));
  });
});

import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

// The size targets of bench/sizes.mjs, measured the same way (the built package bundled for the
// browser, minified, gzip level 9), so a change that outgrows them fails here and not only in a
// benchmark run. `npm test` builds the packages first.

const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));

async function minGzip(file: string, name: string): Promise<number> {
  const out = await build({
    stdin: { contents: `import { ${name} } from ${JSON.stringify(dist(file))}; globalThis.keep = [${name}];`, resolveDir: fileURLToPath(new URL("..", import.meta.url)) },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
    external: ["node:*"],
  });
  return gzipSync(out.outputFiles[0]!.contents, { level: 9 }).length;
}

describe("bundle sizes (min+gzip, browser)", () => {
  it("dist/ is built (npm run build -w @lps/sdk)", () => {
    expect(existsSync(dist("index.js"))).toBe(true);
  });

  it("createClient stays within 7,000 bytes", async () => {
    expect(await minGzip("index.js", "createClient")).toBeLessThanOrEqual(7000);
  });

  it("verifyWebhook stays within 1,500 bytes", async () => {
    expect(await minGzip("webhooks/index.js", "verifyWebhook")).toBeLessThanOrEqual(1500);
  });
});

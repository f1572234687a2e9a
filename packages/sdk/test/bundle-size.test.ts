import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

// The size targets of bench/sizes.mjs, measured the same way (the built package bundled for the
// browser, minified, gzip level 9), so a change that outgrows them fails here and not only in a
// benchmark run. `npm test` builds the packages first.

const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));

/** `name` from `file`, or `*` for everything the entry exports. */
async function minGzip(file: string, name: string): Promise<number> {
  const imported = name === "*" ? "* as all" : `{ ${name} }`;
  const out = await build({
    stdin: { contents: `import ${imported} from ${JSON.stringify(dist(file))}; globalThis.keep = [${name === "*" ? "all" : name}];`, resolveDir: fileURLToPath(new URL("..", import.meta.url)) },
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

  // KB = 1,024 bytes, as bench/sizes.mjs counts its targets.
  it("createClient stays within 8,192 bytes (8 KB)", async () => {
    expect(await minGzip("index.js", "createClient")).toBeLessThanOrEqual(8192);
  });

  it("everything in @lps/sdk/oauth, OpenID Connect included, stays within 4,352 bytes (4.25 KB)", async () => {
    expect(await minGzip("oauth/index.js", "*")).toBeLessThanOrEqual(4352);
  });

  it("verifyWebhook stays within 2,048 bytes (2 KB)", async () => {
    expect(await minGzip("webhooks/index.js", "verifyWebhook")).toBeLessThanOrEqual(2048);
  });
});

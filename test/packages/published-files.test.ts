import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// What the registry shows and ships: absolute links (relative ones break on npmjs.com), the
// repository fields, the contract in each tarball, and code even when packed before a build.
const root = fileURLToPath(new URL("../..", import.meta.url));
const PACKAGES = ["packages/sdk", "mock-server"];

const manifest = (dir: string) => JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));

describe.each(PACKAGES)("%s", (dir) => {
  it("links only absolutely from its README", () => {
    const readme = readFileSync(join(root, dir, "README.md"), "utf8");
    const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => !/^(https:\/\/|#)/.test(target))).toEqual([]);
  });

  it("names its repository, homepage and issue tracker", () => {
    const pkg = manifest(dir);
    expect(pkg.repository).toEqual({ type: "git", url: "git+https://github.com/lps-dev/lps.git", directory: dir });
    expect(pkg.homepage).toBe(`https://github.com/lps-dev/lps/tree/main/${dir}#readme`);
    expect(pkg.bugs).toEqual({ url: "https://github.com/lps-dev/lps/issues" });
  });

  it("builds before packing and ships openapi.yaml, the same bytes as the root contract", async () => {
    expect(manifest(dir).scripts.prepack).toMatch(/build-if-stale/);
    const { stdout } = await promisify(execFile)("npm", ["pack", "--dry-run", "--json", "--ignore-scripts=false"], { cwd: join(root, dir), maxBuffer: 1 << 24 });
    const [packed] = JSON.parse(stdout) as [{ files: { path: string }[] }];
    const files = packed.files.map((file) => file.path);
    expect(files).toContain("openapi.yaml");
    expect(files).toContain("dist/index.js");
    expect(readFileSync(join(root, dir, "openapi.yaml"), "utf8")).toBe(readFileSync(join(root, "openapi.yaml"), "utf8"));
  }, 180_000);
});

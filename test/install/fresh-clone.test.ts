import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// npm links a workspace's bin at install time only if its target exists then. In a fresh clone
// the build has not run, so the target must be a committed file, not something under dist/.
const repo = new URL("../../", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "lps-clone-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const manifest = JSON.parse(readFileSync(join(repo, "mock-server/package.json"), "utf8")) as { name: string; version: string; bin: Record<string, string> };

describe("`npx lps-mock` in a fresh clone", () => {
  it("links to a file that git tracks", () => {
    const target = manifest.bin["lps-mock"]!;
    expect(target).not.toMatch(/dist\//);
    const tracked = execFileSync("git", ["ls-files", "--error-unmatch", join("mock-server", target)], { cwd: repo, encoding: "utf8" });
    expect(tracked.trim()).toBe(join("mock-server", target.replace(/^\.\//, "")));
  });

  it("is linked by npm install before any build, and says to run the build", () => {
    // The workspace as a clone has it: the package's committed files, no dist/. Dependencies
    // are left out, so the install needs no registry.
    const pkg = join(dir, "mock-server");
    mkdirSync(pkg, { recursive: true });
    cpSync(join(repo, "mock-server/bin"), join(pkg, "bin"), { recursive: true });
    writeFileSync(join(pkg, "package.json"), JSON.stringify({ name: manifest.name, version: manifest.version, bin: manifest.bin }));
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "clone", private: true, workspaces: ["mock-server"] }));
    execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts"], { cwd: dir, stdio: "ignore" });

    const help = spawnSync("npx", ["--no-install", "lps-mock", "--help"], { cwd: dir, encoding: "utf8" });
    expect(help.status).toBe(1);
    expect(help.stderr).toContain("Run `npm run build` at the repository root once");
  }, 60_000);

  it("runs the built CLI once dist/ exists", () => {
    const built = join(dir, "mock-server/dist/cli");
    mkdirSync(built, { recursive: true });
    writeFileSync(join(built, "bin.cjs"), 'console.log("built CLI ran with", process.argv.slice(2).join(" "));');
    const help = spawnSync("npx", ["--no-install", "lps-mock", "--help"], { cwd: dir, encoding: "utf8" });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("built CLI ran with --help");
  }, 60_000);
});

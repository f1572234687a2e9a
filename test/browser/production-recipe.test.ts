import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// docs/mock-server.md's browser recipe, used verbatim, put the whole engine into a Vite
// production bundle (699 kB, `__sandbox` 12 times, demo-key strings). The recipe as the docs
// show it now is built here, in production and in development, and the two outputs compared.
const repo = new URL("../../", import.meta.url).pathname;
const doc = readFileSync(join(repo, "docs/mock-server.md"), "utf8");
const mainTs = /```ts\n(\/\/ src\/main\.ts[\s\S]*?)```/.exec(doc)?.[1];
const packageJson = /```json\n(\{ "scripts": \{ "dev": "vite"[\s\S]*?)```/.exec(doc)?.[1];
const initLine = /`(npx msw init public\/)`/.exec(doc)?.[1];

// Inside the repository, so the app resolves vite, msw and @lps/mock-server (the built package,
// through its `browser` condition) from the root node_modules, as an installed app would.
mkdirSync(join(repo, ".tmp"), { recursive: true });
const app = mkdtempSync(join(repo, ".tmp", "vite-recipe-"));
afterAll(() => rmSync(app, { recursive: true, force: true }));

/** Engine code or data that must never reach a release: sandbox paths, demo keys, the worker. */
const ENGINE_MARKS = ["__sandbox", "lps_sk_", "route_not_found", "mockServiceWorker"];
function marksIn(dir: string): string[] {
  const text = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), "utf8"))
    .join("\n");
  return ENGINE_MARKS.filter((mark) => text.includes(mark));
}

// As a user's shell runs the build: vitest sets NODE_ENV=test, under which Vite builds for
// development whatever the mode.
const { NODE_ENV: _, ...env } = process.env;

beforeAll(() => {
  mkdirSync(join(app, "src"));
  writeFileSync(join(app, "src/main.ts"), `${mainTs ?? ""}\ndocument.body.append("app");\n`);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "vite-recipe", private: true, type: "module", ...JSON.parse(packageJson ?? "{}") }));
  writeFileSync(join(app, "index.html"), '<!doctype html><meta charset="utf-8"><title>app</title><script type="module" src="/src/main.ts"></script>');
  execFileSync("sh", ["-c", initLine ?? "false"], { cwd: app, env, stdio: "ignore" });
}, 60_000);

describe("the browser recipe of docs/mock-server.md", () => {
  it("is found in the docs", () => {
    expect(mainTs).toContain("if (import.meta.env.DEV)");
    expect(packageJson).toContain("vite build");
    expect(initLine).toBe("npx msw init public/");
  });

  it("leaves the engine and the worker script out of a production build", () => {
    execFileSync("npm", ["run", "build", "--silent"], { cwd: app, env, stdio: "ignore" });
    expect(existsSync(join(app, "dist/index.html"))).toBe(true);
    expect(existsSync(join(app, "dist/mockServiceWorker.js"))).toBe(false);
    expect(marksIn(join(app, "dist"))).toEqual([]);
  }, 120_000);

  it("keeps them in a development build, which is how the check above can fail", () => {
    execFileSync("npx", ["vite", "build", "--outDir", "dist-dev"], { cwd: app, env: { ...env, NODE_ENV: "development" }, stdio: "ignore" });
    expect(marksIn(join(app, "dist-dev"))).toEqual(ENGINE_MARKS);
  }, 120_000);
});

// The demo data's share of a start, for bench:server: what a fresh process pays to generate and
// load it, apart from module loading and compilation.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "./load.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Cold demo-data load, as a fresh process pays it: engine creation with the seeded demo data
 * minus creation without it, each in its own process; medians of `runs`.
 */
export function measureDemoLoad(runs) {
  const source = `
    const { createEngine } = await import(${JSON.stringify(join(root, "mock-server/dist/index.js"))});
    const timed = async (options) => {
      const begin = performance.now();
      const engine = createEngine({ seed: 42, ...options });
      await engine.ready();
      const ms = performance.now() - begin;
      await engine.close();
      return ms;
    };
    const demo = process.argv[1] === "demo";
    // The other kind first, so module loading and first-call compilation are paid outside the timing.
    await timed({ demoData: !demo });
    console.log(await timed({ demoData: demo }));`;
  const run = (kind) => {
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", source, kind], { encoding: "utf8" });
    if (child.status !== 0) throw new Error(`demo timing failed: ${child.stderr}`);
    return Number(child.stdout.trim());
  };
  const withDemo = [];
  const without = [];
  for (let i = 0; i < runs; i++) {
    withDemo.push(run("demo"));
    without.push(run("empty"));
  }
  return { ms: median(withDemo) - median(without), withMs: median(withDemo), withoutMs: median(without) };
}

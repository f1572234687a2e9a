import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// `npm run dev` on Node 20 ran two nested watchers, so every change restarted the server twice:
// Node 20 passes one of several `--watch-path=…` flags on to the process it watches.
const root = fileURLToPath(new URL("../..", import.meta.url));

/** The `node` process's arguments of a pid, from /proc. */
const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
const parentOf = (pid: number) => Number(/^\d+ \(.*\) \S (\d+)/.exec(readFileSync(`/proc/${pid}/stat`, "utf8"))?.[1]);

describe.skipIf(process.platform !== "linux")("npm run dev", () => {
  it("runs one watcher: the process it restarts is not a watcher too", async () => {
    const script = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.dev as string;
    const [command, ...args] = script.split(/\s+/);
    expect(command).toBe("node");
    expect(args.at(-1)).toBe("scripts/start.mjs");

    // The dev script's flags around a probe that reports the watchers above it instead of serving.
    const dir = mkdtempSync(join(tmpdir(), "lps-dev-"));
    const probe = join(dir, "probe.mjs");
    writeFileSync(probe, `process.stdout.write(process.ppid + "\\n"); setInterval(() => {}, 1000);\n`);
    const watcher = spawn(process.execPath, [...args.slice(0, -1), probe], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
    try {
      const [line] = (await once(createInterface({ input: watcher.stdout! }), "line")) as [string];
      const watchers: number[] = [];
      for (let pid = Number(line); pid > 1 && pid !== process.pid; pid = parentOf(pid)) {
        if (commandLine(pid).some((arg) => arg.startsWith("--watch"))) watchers.push(pid);
      }
      expect(watchers).toEqual([watcher.pid]);
    } finally {
      watcher.kill("SIGTERM");
      await once(watcher, "exit");
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

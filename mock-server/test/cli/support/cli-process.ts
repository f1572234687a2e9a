import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

// From the repository root, so tsx resolves @lps/sdk through the root tsconfig's paths.
const root = fileURLToPath(new URL("../../../../", import.meta.url));
const main = "mock-server/src/cli/main.ts";

export interface CliRun {
  child: ChildProcessWithoutNullStreams;
  stdout(): string;
  stderr(): string;
  /** Resolves with the first match of `pattern` in stdout (or stderr), as soon as it appears. */
  waitFor(pattern: RegExp, stream?: "stdout" | "stderr"): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }>;
}

const running = new Set<ChildProcessWithoutNullStreams>();

/** Kills every process a test left running (call from afterEach). */
export function killAll(): void {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
}

/** `lps-mock …args` as a real process, through its source (tsx). */
export function lpsMock(args: string[], env: Record<string, string> = {}): CliRun {
  const child = spawn(process.execPath, ["--import", "tsx", main, ...args], { cwd: root, env: { ...process.env, ...env } });
  running.add(child);
  const out = { stdout: "", stderr: "" };
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => ((out.stdout += chunk), wake()));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => ((out.stderr += chunk), wake()));
  const exited = once(child, "exit").then(([code, signal]) => {
    running.delete(child);
    wake();
    return { code: code as number | null, signal: signal as string | null, ...out };
  });
  let done = false;
  void exited.then(() => (done = true));
  const waitFor = (pattern: RegExp, stream: "stdout" | "stderr" = "stdout") =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(out[stream]);
        if (match) return resolve(match);
        if (done) return reject(new Error(`lps-mock ${args.join(" ")} exited without printing ${pattern}:\n${out.stdout}\n${out.stderr}`));
        waiters.push(check);
      };
      check();
    });
  return { child, stdout: () => out.stdout, stderr: () => out.stderr, waitFor, exited };
}

/** Starts `lps-mock --port 0 --json …args` and returns its ready line. */
export async function startServer(args: string[] = [], env: Record<string, string> = {}) {
  const run = lpsMock(["--port", "0", "--json", ...args], env);
  const [line] = await run.waitFor(/^\{.*\}$/m);
  const ready = JSON.parse(line) as { url: string; base_url: string; api_key: string };
  return { run, ...ready };
}

/** One sandbox or API call as JSON. */
export async function call(url: string, method = "GET", body?: unknown, key?: string) {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json", ...(key && { authorization: `Bearer ${key}` }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

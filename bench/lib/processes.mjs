// Child processes of a benchmark: starting and stopping servers, waiting for their first 200,
// and reading their CPU time and memory from /proc (Linux).
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const children = new Set();
process.on("exit", () => children.forEach((child) => child.kill("SIGKILL")));

/**
 * Spawns a server from the repository root; it is killed if the benchmark exits first. With
 * `pipeStdout` its stdout is a pipe this process drains, as CI reads a server's output.
 */
export function launch(command, args, env = {}, { pipeStdout = false } = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", pipeStdout ? "pipe" : "ignore", "inherit"], env: { ...process.env, ...env } });
  child.stdout?.resume();
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

export function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}

/** Polls with a GET every 5 ms until one is answered 200. */
export async function until200(port, path, key, timeoutMs = 30_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if ((await statusOf(port, path, key)) === 200) return;
    await sleep(5);
  }
  throw new Error(`no 200 from 127.0.0.1:${port}${path} within ${timeoutMs} ms`);
}

/** One GET on a fresh connection; a refused connection counts as "not yet". */
function statusOf(port, path, key) {
  return new Promise((resolve) => {
    const req = request({ port, path, host: "127.0.0.1", agent: false, headers: { authorization: `Bearer ${key}` } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
    });
    req.on("error", () => resolve(0));
    req.end();
  });
}

/** Resident memory of a process and its descendants, in kB (Linux /proc). */
export function treeRssKb(pid) {
  const own = Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return childrenOf(pid).reduce((sum, child) => sum + treeRssKb(child), own);
}

/** CPU time (user + system) a process and its descendants have used, in ms (Linux /proc). */
export function treeCpuMs(pid) {
  // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 Hz).
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const own = (Number(fields[11]) + Number(fields[12])) * 10;
  return childrenOf(pid).reduce((sum, child) => sum + treeCpuMs(child), own);
}

function childrenOf(pid) {
  return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").split(" ").filter(Boolean).map(Number),
  );
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

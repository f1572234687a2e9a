/// <reference types="node" />
import { createHash } from "node:crypto";
import { startMockServer, type MockServer } from "../adapters/node/start-mock-server";
import { SnapshotError } from "../engine/state/import-state";
import type { StateSnapshot } from "../engine/state/snapshot-format";
import { EXIT, UsageError } from "./command";
import { banner, readyLine } from "./ready-output";
import { readStateText, statePathProblem, writeStateFile } from "./state-file";
import { type TlsFlags, explainTlsDir, readTlsFiles } from "./tls-files";
import { attachTerminalLog } from "./terminal-log";
import { surviveClosedOutput } from "./closed-output";
import { type FileStamp, changedOnDisk, conflictPath, stampOf } from "./state-conflict";

export interface ServeOptions extends TlsFlags {
  port: number;
  host: string;
  seed?: number;
  /** The RFC 3339 time the clock starts frozen at (`--clock`). */
  clock?: string;
  apiKeys: string[];
  json: boolean;
  latencyMs?: number;
  faultRate?: number;
  stateFile?: string;
  autosaveSeconds: number;
  stateReadonly: boolean;
  drainSeconds: number;
  webhookTimeScale?: number;
  /** Names to answer besides the bound ones. */
  allowedHosts?: string[];
  /** Undefined: any origin. */
  corsOrigins?: string[];
  journalSize?: number;
  journalBytes?: number;
  /** Undefined: auto (full detail until the server is busy). */
  journalDetail?: "full" | "errors" | "auto";
  /** Start with no properties, leads or messages (`--no-demo-data`). */
  demoData?: false;
  prefer?: false;
  /** Sessions required on the dashboard and the authorization endpoint. */
  auth?: true;
  /** Absent: as LPS_MOCK_STRICT_RESPONSES says. */
  strictResponses?: true;
  log?: "pretty" | "json" | "off";
}

/** Notices go to stderr: with --json, stdout is the one ready line. */
const notice = (text: string) => process.stderr.write(`lps-mock: ${text}\n`);

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function start(options: ServeOptions, file: { text: string; json: unknown } | undefined): Promise<MockServer> {
  const { port, host, seed, clock, apiKeys, latencyMs, faultRate, stateFile, webhookTimeScale, allowedHosts, corsOrigins, journalSize, journalBytes, demoData, prefer, auth, strictResponses } = options;
  const state = file?.json as StateSnapshot | undefined;
  try {
    // Absent flags are absent keys in `options` already (toServeOptions), so they pass as they are.
    const server = await startMockServer({
      ...{ port, host, seed, clock, apiKeys, latencyMs, faultRate, webhookTimeScale, allowedHosts, corsOrigins, journalSize, journalBytes, demoData, prefer, auth, strictResponses, state },
      journalDetail: options.journalDetail ?? "auto",
      ...readTlsFiles(options),
    });
    if (state !== undefined) notice(`loaded state from ${stateFile}`);
    return server;
  } catch (error) {
    if (errorCode(error) === "EADDRINUSE") throw new Error(`${host}:${port} is already in use (try --port 0)`);
    if (error instanceof SnapshotError) throw new Error(`${stateFile}: ${error.message}`);
    throw explainTlsDir(error, options.tlsDir, "serve");
  }
}

function errorCode(error: unknown): unknown {
  return error instanceof Error && "code" in error ? error.code : undefined;
}

/**
 * Saves the engine's state to `file` when it differs from what was last written there. `stamp`:
 * the file as loaded (undefined when there was none). When the file changed on disk since this
 * server loaded or last saved it, its saves go beside it instead (see state-conflict.ts).
 */
function stateSaver(server: MockServer, file: string, loadedText: string | undefined, stamp: FileStamp | undefined) {
  // A state loaded and left alone exports to the file's own bytes: nothing to write then.
  let lastDigest = loadedText === undefined ? undefined : sha256(loadedText);
  let known = stamp;
  let target = file;
  let saving: Promise<string | undefined> = Promise.resolve(undefined);
  /** Resolves with the file written, undefined when nothing had changed. */
  const saveNow = async () => {
    const text = `${JSON.stringify(await server.engine.exportState())}\n`;
    const digest = sha256(text);
    if (digest === lastDigest) return undefined;
    if (target === file && changedOnDisk(file, known)) {
      target = conflictPath(file);
      notice(`${file} changed on disk since this server loaded or last saved it (another server saving to it, or "lps-mock state save" to this file?); this server's state goes beside it, to ${target}`);
    }
    await writeStateFile(target, text);
    if (target === file) known = stampOf(file);
    lastDigest = digest;
    return target;
  };
  // One save at a time: an autosave still writing when the signal comes is waited for.
  return { save: () => (saving = saving.then(saveNow, saveNow)), conflicted: () => target !== file };
}

/** Runs the server until a signal; resolves with the exit code once it has shut down. */
export async function runServer(options: ServeOptions): Promise<number> {
  if (options.stateFile !== undefined) {
    const problem = statePathProblem(options.stateFile, { writing: !options.stateReadonly });
    if (problem) throw new UsageError(`--state ${options.stateFile}: ${problem}`, "serve");
  }
  // Stamped before reading: a save in between then shows as a change, never goes unseen.
  const stamp = options.stateFile === undefined ? undefined : stampOf(options.stateFile);
  const loaded = options.stateFile === undefined ? undefined : readStateText(options.stateFile);
  const server = await start(options, loaded);
  const saver = options.stateFile !== undefined && !options.stateReadonly ? stateSaver(server, options.stateFile, loaded?.text, stamp) : undefined;
  const autosave =
    saver && options.autosaveSeconds > 0
      ? setInterval(() => saver.save().catch((error: unknown) => notice(`autosave failed: ${(error as Error).message}`)), options.autosaveSeconds * 1000).unref()
      : undefined;
  // Signal handlers go in before the ready line: a script may send SIGTERM as soon as it reads it.
  const exited = new Promise<number>((resolve) => {
    const shutdown = async (): Promise<number> => {
      clearInterval(autosave);
      // In-flight requests finish however long they take: a second signal is the way out.
      await server.stop({ graceMs: Infinity, drainMs: options.drainSeconds * 1000 });
      const written = await saver?.save();
      if (written !== undefined) notice(`saved state to ${written}`);
      // The state did not reach --state: a failure for the script that stops the server.
      return saver?.conflicted() ? EXIT.failed : EXIT.ok;
    };
    let stopping = false;
    const onSignal = (signal: NodeJS.Signals) => {
      if (stopping) process.exit(signal === "SIGINT" ? 130 : 143);
      stopping = true;
      shutdown().then(resolve, (error: unknown) => {
        notice(`error while stopping: ${error instanceof Error ? error.message : String(error)}`);
        resolve(EXIT.failed);
      });
    };
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
  });
  const state = options.stateFile === undefined ? undefined : { file: options.stateFile, readonly: options.stateReadonly };
  // Under --json stdout is the one ready line; the request log goes to stderr there.
  const logStream = options.json ? process.stderr : process.stdout;
  let stopLog: () => void = () => undefined;
  // A reader gone (`| head -n 1`) turns that output off; serving and the final save go on.
  for (const stream of [process.stdout, process.stderr]) surviveClosedOutput(stream, () => stream === logStream && stopLog());
  console.log(options.json ? readyLine(server) : banner(server, state));
  stopLog = attachTerminalLog(server.engine, { mode: options.log, stream: logStream, env: process.env });
  return exited;
}

/// <reference types="node" />
// The engine is type-checked without Node's types so it stays Web-only; the CLI opts in.
import { version } from "../../package.json";
import { startMockServer, type MockServer } from "../node/start-mock-server";
import { banner, readyLine } from "./ready-output";
import { parseArgs, UsageError, type CliOptions } from "./parse-args";
import { usage } from "./usage";
import { attachTerminalLog } from "../journal/terminal-log";

const EXIT_USAGE = 2;

async function main(argv: readonly string[]): Promise<void> {
  const parsed = parseOrExplain(argv);
  if (!parsed) return;
  if (parsed.command === "help") return void console.log(usage());
  if (parsed.command === "version") return void console.log(version);
  const server = await start(parsed.options);
  stopOnSignals(server);
  console.log(parsed.options.json ? readyLine(server) : banner(server));
  attachTerminalLog(server.engine, { mode: parsed.options.log, stream: parsed.options.json ? process.stderr : process.stdout, env: process.env });
}

function parseOrExplain(argv: readonly string[]) {
  try {
    return parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`lps-mock: ${error.message}\nRun "lps-mock --help" for the list of flags.`);
    process.exitCode = EXIT_USAGE;
    return undefined;
  }
}

async function start(options: CliOptions): Promise<MockServer> {
  const { port, host, seed, apiKeys, latencyMs, faultRate, journalSize, journalDetail, prefer } = options;
  try {
    return await startMockServer({ port, host, seed, apiKeys, latencyMs, faultRate, journalSize, journalDetail: journalDetail ?? "auto", prefer });
  } catch (error) {
    if (errorCode(error) === "EADDRINUSE") throw new Error(`${host}:${port} is already in use (try --port 0)`);
    throw error;
  }
}

function errorCode(error: unknown): unknown {
  return error instanceof Error && "code" in error ? error.code : undefined;
}

function stopOnSignals(server: MockServer): void {
  let stopping: Promise<void> | undefined;
  const stop = () => {
    // Handlers are `once`: a second Ctrl+C while stopping falls through to Node's default exit.
    stopping ??= server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("lps-mock: error while stopping:", error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error("lps-mock: could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});

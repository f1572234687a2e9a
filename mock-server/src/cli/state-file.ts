/// <reference types="node" />
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Set in tests only: the save stops after the temporary file is written and synced, before the
 * rename, and says so on stderr, so a test can kill the process exactly there.
 */
export const PAUSE_BEFORE_RENAME_ENV = "LPS_MOCK_TEST_PAUSE_BEFORE_RENAME";

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;
const IS_DIRECTORY = "it is a directory, not a file";

/**
 * Why `path` failed, in words about `path` itself: a save writes a temporary file beside it, and
 * node's own message would name that file, which the user never gave.
 */
function reason(path: string, error: unknown): string {
  switch (errorCode(error)) {
    case "EISDIR":
      return IS_DIRECTORY;
    case "ENOENT":
      return `the folder ${dirname(path)} does not exist`;
    case "ENOTDIR":
      return `${dirname(path)} is not a folder`;
    case "EACCES":
    case "EPERM":
      return "permission denied";
    default:
      return (error as Error).message;
  }
}

/**
 * Why `path` cannot serve as a state file, or undefined when it can. When writing, a missing file
 * is fine (the first save makes it) but a missing folder is not: every save would fail. When only
 * reading (--state-readonly), a missing file is refused: the server would start from demo data
 * that no run ever saves, while its banner named the file as the state's source.
 */
export function statePathProblem(path: string, { writing }: { writing: boolean }): string | undefined {
  try {
    return statSync(path).isDirectory() ? IS_DIRECTORY : undefined;
  } catch (error) {
    if (errorCode(error) !== "ENOENT") return reason(path, error);
    if (!writing) return "the file does not exist, and --state-readonly never creates it";
    return existsSync(dirname(path)) ? undefined : reason(path, error);
  }
}

/** A state file's parsed JSON, or undefined when there is no file yet. */
export function readStateFile(path: string): unknown {
  return readStateText(path)?.json;
}

/** A state file's text and parsed JSON, or undefined when there is no file yet. */
export function readStateText(path: string): { text: string; json: unknown } | undefined {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw new Error(`cannot read ${path}: ${reason(path, error)}`);
  }
  try {
    return { text, json: JSON.parse(text) as unknown };
  } catch (error) {
    throw new Error(`${path} is not JSON (${(error as Error).message}); move it away or fix it`);
  }
}

function fsyncDirectory(dir: string): void {
  // Makes the rename itself durable; some platforms (Windows) cannot open a folder, and lose nothing but that.
  try {
    const fd = openSync(dir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Best effort.
  }
}

/**
 * Writes `text` to `path` atomically: a temporary file beside it, flushed to disk, then renamed
 * over the old one. A crash at any point leaves either the previous file or the new one, whole.
 */
export async function writeStateFile(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    const fd = openSync(temporary, "w", 0o600);
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (process.env[PAUSE_BEFORE_RENAME_ENV]) {
      process.stderr.write("lps-mock: test hook: paused before rename\n");
      await new Promise(() => undefined);
    }
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new Error(`cannot write ${path}: ${reason(path, error)}`);
  }
  fsyncDirectory(dirname(path));
}

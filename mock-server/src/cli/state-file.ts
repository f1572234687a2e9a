/// <reference types="node" />
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Set in tests only: the save stops after the temporary file is written and synced, before the
 * rename, and says so on stderr, so a test can kill the process exactly there.
 */
export const PAUSE_BEFORE_RENAME_ENV = "LPS_MOCK_TEST_PAUSE_BEFORE_RENAME";

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
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
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
    throw error;
  }
  fsyncDirectory(dirname(path));
}

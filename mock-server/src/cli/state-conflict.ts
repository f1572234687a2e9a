/// <reference types="node" />
import { randomBytes } from "node:crypto";
import { statSync } from "node:fs";

/**
 * What identifies one version of a state file on disk. Every save renames a new file over the
 * old one, so another process's save changes the inode even when size and time happen to agree.
 */
export interface FileStamp {
  ino: number;
  size: number;
  mtimeMs: number;
}

/** The file's stamp now; undefined when there is no file. */
export function stampOf(path: string): FileStamp | undefined {
  try {
    const { ino, size, mtimeMs } = statSync(path);
    return { ino, size, mtimeMs };
  } catch {
    return undefined;
  }
}

/**
 * Whether saving over `path` would destroy a version this process never saw: another server on
 * the same `--state` (parallel CI jobs) saved since this one loaded or last saved it. A file gone
 * meanwhile holds nothing to lose.
 */
export function changedOnDisk(path: string, known: FileStamp | undefined): boolean {
  const now = stampOf(path);
  if (now === undefined) return false;
  return known === undefined || now.ino !== known.ino || now.size !== known.size || now.mtimeMs !== known.mtimeMs;
}

/**
 * Where a save goes instead, beside the file, as Syncthing keeps a conflicting copy. The pid says
 * which server it was; the random part keeps two servers apart that share a pid, as every
 * container's first process is pid 1.
 */
export const conflictPath = (path: string): string => `${path}.conflict-${process.pid}-${randomBytes(4).toString("hex")}`;

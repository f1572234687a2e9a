/// <reference types="node" />
import { statSync } from "node:fs";

// OpenSSH refuses a private key that others can read ("UNPROTECTED PRIVATE KEY FILE") rather than
// use it: whoever can read the local CA's key can issue certificates the user's browser trusts,
// and whoever can write its folder can swap the CA. A folder others may only pass through (x) is
// fine; any read or write bit for group or others is not.
const GROUP_OR_OTHERS_READ_WRITE = 0o066;

/** How to type `path` in a shell command the user copies. */
const shellWord = (path: string) => (/^[\w./@%+=:,-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`);

/**
 * Why `path` (a folder of the local CA, or a private key file in it) is not private, with the
 * chmod that fixes it, or undefined when it is. Windows has no POSIX modes to judge.
 */
export function looseModeProblem(path: string, kind: "folder" | "key", platform: NodeJS.Platform = process.platform): string | undefined {
  if (platform === "win32") return undefined;
  const mode = statSync(path).mode & 0o777;
  if ((mode & GROUP_OR_OTHERS_READ_WRITE) === 0) return undefined;
  const octal = `0${mode.toString(8).padStart(3, "0")}`;
  const what = kind === "folder" ? "it holds private keys" : "it is a private key";
  return `${path} is mode ${octal}, open to group or others, and ${what}; run chmod ${kind === "folder" ? "700" : "600"} ${shellWord(path)}`;
}

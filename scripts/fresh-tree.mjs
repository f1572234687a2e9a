// A copy of the repository as a fresh clone plus `npm install` has it: the files git tracks (and
// untracked ones it does not ignore, so a change is tried before it is committed), no build, and
// node_modules as the install lays it. The dependencies are links to this checkout's, which
// saves the install; the workspace packages link into the copy, so nothing built here is seen.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

export function freshTree() {
  const dir = mkdtempSync(join(tmpdir(), "lps-fresh-clone-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  for (const file of files.split("\0").filter(Boolean)) {
    // A file deleted in the work tree but still in the index is left out, as a commit drops it.
    if (!existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(root, file), join(dir, file));
  }
  const modules = join(dir, "node_modules");
  mkdirSync(modules);
  for (const name of readdirSync(join(root, "node_modules"))) {
    // @lps holds the workspaces' links, relative ones: they must point into the copy.
    if (name !== "@lps") symlinkSync(join(root, "node_modules", name), join(modules, name));
  }
  mkdirSync(join(modules, "@lps"));
  for (const name of readdirSync(join(root, "node_modules/@lps"))) {
    symlinkSync(readlinkSync(join(root, "node_modules/@lps", name)), join(modules, "@lps", name));
  }
  // A workspace's own node_modules holds what it needs in another version than the root's.
  for (const workspace of ["mock-server", "packages/sdk"]) {
    if (existsSync(join(root, workspace, "node_modules"))) symlinkSync(join(root, workspace, "node_modules"), join(dir, workspace, "node_modules"));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

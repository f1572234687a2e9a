#!/usr/bin/env node
// `npm run tarballs [-- DIR]`: packs @lps/sdk and @lps/mock-server (each pack builds first when a
// source changed) into DIR, ./tarballs by default, and prints the one `npm install` line that
// installs both in another project. Both at once, because the mock server depends on the SDK,
// which is not on the registry yet: npm takes it from the tarball beside it.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const dir = resolve(process.argv[2] ?? join(root, "tarballs"));
mkdirSync(dir, { recursive: true });

const packed = JSON.parse(
  execFileSync("npm", ["pack", "--json", "--silent", "-w", "@lps/sdk", "-w", "@lps/mock-server", "--pack-destination", dir], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }),
);
const files = packed.map(({ filename }) => join(dir, filename));
const quote = (path) => (/^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replaceAll("'", "'\\''")}'`);
const version = (name) => JSON.parse(readFileSync(join(root, name, "package.json"), "utf8")).version;

console.log(`Packed @lps/sdk ${version("packages/sdk")} and @lps/mock-server ${version("mock-server")}:`);
for (const file of files) console.log(`  ${file}`);
console.log("\nInstall both in your project, in one step:\n");
console.log(`  npm install ${files.map(quote).join(" ")}`);

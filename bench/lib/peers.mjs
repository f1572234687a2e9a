// The peer mock servers bench:server measures ours against: Prism (a devDependency), Mockoon CLI
// and WireMock. The last two are installed on first use into .tmp/anchors, as scripts/runtimes.mjs
// installs runtimes, so that `npm ci` and CI do not carry them. Each listens on loopback only.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { launch } from "./processes.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const ANCHORS = join(root, ".tmp/anchors");
const PACKAGES = ["@mockoon/cli@9", "wiremock@3"];
const MOCKOON = join(ANCHORS, "node_modules/.bin/mockoon-cli");
const WIREMOCK_JAR = join(ANCHORS, "node_modules/wiremock/build/wiremock-standalone-3.13.2.jar");
// Debian's default-jre; WireMock's npm package carries only the jar.
const JAVA = process.env.JAVA ?? "java";

/** Installs Mockoon CLI and WireMock into .tmp/anchors unless they are there already. */
export function installPeers() {
  if (existsSync(MOCKOON) && existsSync(WIREMOCK_JAR)) return;
  console.log(`installing ${PACKAGES.join(", ")} into .tmp/anchors`);
  mkdirSync(ANCHORS, { recursive: true });
  execFileSync("npm", ["install", "--prefix", ANCHORS, "--no-audit", "--no-fund", "--no-save", ...PACKAGES], { stdio: "inherit" });
  if (!existsSync(WIREMOCK_JAR)) throw new Error(`WireMock's jar is not at ${WIREMOCK_JAR}: update the version in bench/lib/peers.mjs`);
}

/**
 * A folder of WireMock mappings with one stub: GET `path` answered with `captured` (ours' bytes).
 * Made once per run and shared by every WireMock process.
 */
function wireMockRoot(path, { status, headers, body }) {
  const dir = mkdtempSync(join(tmpdir(), "lps-bench-wiremock-"));
  mkdirSync(join(dir, "mappings"));
  mkdirSync(join(dir, "__files"));
  const stub = { request: { method: "GET", url: path }, response: { status, headers, base64Body: body.toString("base64") } };
  writeFileSync(join(dir, "mappings/properties.json"), JSON.stringify(stub));
  return dir;
}

/**
 * The peers as `{ name, path, launch(port) }`, `path` being where each answers our request:
 * Prism mocks `paths` as written and ignores the servers' `/v1`; Mockoon imports openapi.yaml
 * with the servers' base path; WireMock serves the one stub. WireMock runs without its request
 * journal and request log, as its docs advise under load (the journal keeps every request).
 */
export function peers(path, captured) {
  const wireMockFiles = wireMockRoot(path, captured);
  const spec = join(root, "openapi.yaml");
  return [
    {
      name: "prism mock",
      path: path.replace(/^\/v1/, ""),
      launch: (port) => launch(join(root, "node_modules/.bin/prism"), ["mock", spec, "-h", "127.0.0.1", "-p", String(port)]),
    },
    {
      name: "mockoon-cli",
      path,
      // -X: no log file in the home folder; the log still goes to stdout.
      launch: (port) => launch(MOCKOON, ["start", "--data", spec, "--hostname", "127.0.0.1", "--port", String(port), "-X"]),
    },
    {
      name: "wiremock",
      path,
      launch: (port) =>
        launch(JAVA, [
          "-jar", WIREMOCK_JAR, "--port", String(port), "--bind-address", "127.0.0.1", "--root-dir", wireMockFiles,
          "--no-request-journal", "--disable-request-logging", "--disable-banner",
        ]),
    },
  ];
}

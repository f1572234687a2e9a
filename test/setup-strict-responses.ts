// A setup file of every vitest project that starts reference servers. Under strict responses
// (LPS_MOCK_STRICT_RESPONSES=1, set by the root vitest config and `npm test`) a server answers
// 500 instead of an answer that breaks openapi.yaml, and logs it; this fails the test whose
// request it was even when the test never looks at that answer (a background call, a status it
// tolerates). Servers in child processes fail their own tests: their callers read the answers.
import { afterEach } from "vitest";

const PREFIX = "lps-mock: response contract violation";
const seen: string[] = [];
const log = console.error.bind(console);

console.error = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].startsWith(PREFIX)) seen.push(args[0]);
  log(...args);
};

afterEach(() => {
  if (seen.length === 0) return;
  const found = seen.splice(0);
  throw new Error(`${found.length} answer(s) of the reference server broke openapi.yaml during this test:\n${found.join("\n")}`);
});

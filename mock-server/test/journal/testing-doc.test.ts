import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonLine, prettyLine } from "../../src/journal/log-format";
import type { JournalEntry } from "../../src/journal/journal-types";
import { startTestServer, type TestSurface } from "../../src/adapters/testing";

// docs/testing.md shows a journal, a failure message and a request log made by a few requests;
// these are those requests, replayed, and the examples must be what the server really writes.

const doc = (name: string) => readFileSync(new URL(`../../../docs/${name}`, import.meta.url), "utf8");
const testing = doc("testing.md");

/** The body of the first fenced block of `lang` after `heading`. */
function blockAfter(heading: string, lang: string): string {
  const from = testing.indexOf(heading);
  expect(from, heading).toBeGreaterThanOrEqual(0);
  const open = testing.indexOf("```" + lang + "\n", from) + lang.length + 4;
  return testing.slice(open, testing.indexOf("\n```", open));
}

/**
 * What the example shows that the real value does not hold; an example may leave fields out, stop
 * a list early, and end a shortened text with "…".
 */
function shown(real: unknown, example: unknown, at = ""): string[] {
  if (Array.isArray(example)) {
    if (!Array.isArray(real)) return [`${at}: not a list`];
    return example.flatMap((item, i) => shown(real[i], item, `${at}/${i}`));
  }
  if (example !== null && typeof example === "object") {
    if (real === null || typeof real !== "object") return [`${at}: not an object`];
    return Object.entries(example).flatMap(([key, value]) => shown((real as Record<string, unknown>)[key], value, `${at}/${key}`));
  }
  const shortened = typeof example === "string" && example.endsWith("…") && typeof real === "string" && real.startsWith(example.slice(0, -1));
  return real === example || shortened ? [] : [`${at}: the server writes ${JSON.stringify(real)}, the doc ${JSON.stringify(example)}`];
}

// Times and durations differ on every run, and openapi.yaml's line numbers with every edit of it.
const VARYING = new Set(["time", "duration_ms"]);
const steady = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, v) => (VARYING.has(key) || key === "line" ? undefined : v));

let lps: TestSurface;
let entries: JournalEntry[];
let report: string;
beforeAll(async () => {
  lps = await startTestServer();
  const auth = { authorization: `Bearer ${lps.apiKey}` };
  await fetch(`${lps.baseUrl}/properties?limit=2`, { headers: auth });
  await fetch(`${lps.baseUrl}/properties?limit=2&colour=blue`, { headers: auth });
  const lead = { name: "Ada", email: 42, phone: "+14155550100", preferences: {} };
  await fetch(`${lps.baseUrl}/leads`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify(lead) });
  entries = (await lps.requests()).reverse();
  report = String(await lps.expectNoViolations().catch((error: unknown) => error));
});
afterAll(() => lps.close());

describe("docs/testing.md's examples", { timeout: 30_000 }, () => {
  it("say what the server does with an unknown query parameter", () => {
    expect(entries[1]!.status).toBe(400);
    for (const name of ["testing.md", "design-decisions.md", "security.md"]) {
      expect(doc(name), name).not.toMatch(/unknown query parameter[^.|]*\b(ignor|tolerat)/i);
      expect(doc(name), name).not.toMatch(/\btolerated breaches\b/i);
    }
  });

  it("show the failure message expectNoViolations() really throws", () => {
    // Where the contract is installed and which line a rule is on vary; the rest of the message does not.
    const lineless = (text: string) => text.replace(/\((\S*\/)?openapi\.yaml:\d+\)/g, "(…/openapi.yaml:N)");
    expect(lineless(blockAfter("### The failure message", "text"))).toBe(lineless(report));
  });

  it("show a journal entry the server really keeps", () => {
    const example = JSON.parse(blockAfter("## The journal", "json")) as Record<string, unknown>;
    const real = entries.find((entry) => entry.request_id === example.request_id);
    expect(real, String(example.request_id)).toBeDefined();
    expect(shown(steady(real), steady(example))).toEqual([]);
  });

  it("show request log lines the server really prints", () => {
    const json = blockAfter("## The request log", "json").split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(json.map((line) => shown(steady(JSON.parse(jsonLine(entries.find((e) => e.request_id === line.request_id)!))), steady(line)))).toEqual(json.map(() => []));
    const pretty = blockAfter("## The request log", "text");
    // Time and duration vary; the rest of each request's line (and the violation under it) does not.
    const columns = (line: string) => line.replace(/^\d\d:\d\d:\d\d\.\d{3}/, "TIME").replace(/\d+(\.\d+)? ms/, "N ms");
    for (const entry of entries) {
      const [first, second] = prettyLine(entry, false).split("\n");
      const at = pretty.split("\n").findIndex((line) => columns(line) === columns(first!));
      expect(at, `docs/testing.md lacks: ${first}`).toBeGreaterThanOrEqual(0);
      if (second !== undefined) expect(pretty.split("\n")[at + 1]).toBe(second);
    }
  });
});

import { createClient, type WebhookEventType } from "@lps/sdk";
import type { Clock } from "../../domain/clock/clock";
import type { Engine, ResetOptions } from "../../engine/engine-types";
import type { JournalEntry, Violation } from "../../journal/journal-types";
import type { WebhookDelivery } from "../../store/data-store";
import { type RequestFilter, journalQueryOf } from "./request-filter";
import { AssertionError, installedContract, violationReport } from "./violation-report";

export type { RequestFilter } from "./request-filter";

export interface DeliveryFilter {
  /** An event type of openapi.yaml; the sandbox refuses another at once. */
  event_type?: WebhookEventType;
  webhook_id?: string;
  /** Default "succeeded". */
  status?: "pending" | "succeeded" | "failed";
  /** Default 5,000 ms. */
  timeoutMs?: number;
}

/** What every test helper offers, over a server or over MSW. */
export interface TestSurface {
  /** The server's root (`/healthz`, `/__sandbox`). */
  readonly url: string;
  /** What the SDK calls `baseUrl`: `url + "/v1"`. */
  readonly baseUrl: string;
  /** A full-scope demo API key. */
  readonly apiKey: string;
  /** The engine's clock: `clock.advance(ms)` moves sandbox time. */
  readonly clock: Clock;
  readonly engine: Engine;
  /** An @lps/sdk client for this server, with the demo key unless overridden. */
  client(options?: Parameters<typeof createClient>[0]): ReturnType<typeof createClient>;
  /** Back to the state right after start (the `state` snapshot, or the demo data): data, keys, faults, clock offsets and the journal; `{ demoData: false }` leaves the demo records out this once. */
  reset(options?: ResetOptions): Promise<void>;
  /** Journal entries, newest first. */
  requests(filter?: RequestFilter): Promise<JournalEntry[]>;
  /** Every violation in the journal, each with its entry. */
  violations(filter?: RequestFilter): Promise<{ entry: JournalEntry; violation: Violation }[]>;
  /** Throws an AssertionError listing each violation when the journal holds any. */
  expectNoViolations(filter?: RequestFilter): Promise<void>;
  /**
   * Resolves with the oldest matching delivery attempt this surface has not returned before
   * (since the last `reset()`), polling the sandbox; rejects after the timeout.
   */
  waitForDelivery(filter?: DeliveryFilter): Promise<WebhookDelivery>;
  close(): Promise<void>;
}

const POLL_MS = 10;

/** A problem answer in one line: its detail, then every field it names. */
async function problemText(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const problem = JSON.parse(text) as { detail?: string; errors?: { pointer: string; message: string }[] };
    const fields = (problem.errors ?? []).map((e) => `${e.pointer} ${e.message}`);
    const detail = (problem.detail ?? "").replace(/\.$/, "");
    return fields.length > 0 ? `${detail}: ${fields.join("; ")}` : detail || text;
  } catch {
    return text;
  }
}

/** The helpers over an engine; `fetch` reaches its sandbox API (over the network or in process). */
export function createTestSurface(parts: {
  url: string;
  engine: Engine;
  fetch: (path: string) => Promise<Response>;
  clientFetch?: typeof fetch;
  /** MSW answers `url` inside this process: no network carries what the client sends there. */
  inProcess?: boolean;
  close: () => Promise<void>;
}): TestSurface {
  const { engine } = parts;
  /**
   * Deliveries `waitForDelivery` has handed out since the last reset, by id and time: a reset over
   * HTTP (which this surface does not see) restarts a seeded server's ids, not its clock.
   */
  const returned = new Set<string>();
  const keyOf = (delivery: WebhookDelivery) => `${delivery.id} ${delivery.created_at}`;
  const requests = async (filter?: RequestFilter) => {
    const query = journalQueryOf(filter);
    const all: JournalEntry[] = [];
    let cursor: string | undefined;
    do {
      const page = await engine.journal.query({ ...query, limit: 1_000, ...(cursor ? { cursor } : {}) });
      all.push(...page.data);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    return all;
  };
  const violations = async (filter?: RequestFilter) =>
    (await requests(filter)).flatMap((entry) => entry.violations.map((violation) => ({ entry, violation })));
  return {
    url: parts.url,
    baseUrl: `${parts.url}/v1`,
    get apiKey() {
      return engine.demo.apiKey;
    },
    clock: engine.clock,
    engine,
    client: (options = {}) => {
      const baseUrl = options.baseUrl ?? `${parts.url}/v1`;
      // The SDK's plain-http guard protects credentials on a network; the in-process origin has
      // none, and any other host keeps the guard (an explicit allowInsecureHttp still wins).
      const inProcess = parts.inProcess === true && URL.canParse(baseUrl) && new URL(baseUrl).origin === new URL(parts.url).origin;
      return createClient({
        apiKey: engine.demo.apiKey,
        ...(parts.clientFetch ? { fetch: parts.clientFetch } : {}),
        ...options,
        baseUrl,
        ...(inProcess && options.allowInsecureHttp === undefined ? { allowInsecureHttp: true } : {}),
      });
    },
    reset: (options) => {
      returned.clear();
      return engine.reset(options);
    },
    requests,
    violations,
    async expectNoViolations(filter) {
      const found = await violations(filter);
      if (found.length === 0) return;
      const entries = [...new Set(found.map(({ entry }) => entry))].reverse();
      throw new AssertionError(violationReport(entries, { contract: installedContract() ?? `${parts.url}/openapi.yaml` }), found);
    },
    async waitForDelivery(filter = {}) {
      const { timeoutMs = 5_000, status = "succeeded", ...rest } = filter;
      // An undefined filter is none, not the text "undefined"; any other the sandbox judges.
      const given = Object.entries({ ...rest, status }).filter(([, value]) => value !== undefined);
      const query = new URLSearchParams(given.map(([name, value]) => [name, String(value)])).toString();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const response = await parts.fetch(`/__sandbox/deliveries?${query}`);
        // A refused filter (`status: "sucess"`) is the sandbox's 400, naming it: say so at once.
        if (!response.ok) throw new Error(`GET /__sandbox/deliveries answered ${response.status}: ${await problemText(response)}`);
        const { data } = (await response.json()) as { data: WebhookDelivery[] };
        // Newest first. A test that triggers, waits, then triggers the same event type again and
        // waits must get the second delivery, not the first one again, which still matches.
        const fresh = [...data].reverse().find((delivery) => !returned.has(keyOf(delivery)));
        if (fresh) {
          returned.add(keyOf(fresh));
          return fresh;
        }
        if (Date.now() > deadline) throw new Error(`No ${status} webhook delivery matching ${query} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    close: parts.close,
  };
}

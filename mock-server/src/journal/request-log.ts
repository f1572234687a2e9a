import type { WebhookDelivery } from "../store/data-store";
import type { ContractLine } from "./contract-rule";
import { wasForced, wasInjected } from "./forced-answers";
import { type AnswerSource, answerLength, captureAnswer, toJournalEntry } from "./journal-entry";
import type { JournalEntry, RequestRecord } from "./journal-types";

export type { RequestRecord } from "./journal-types";

/** Filters of GET /__sandbox/requests. */
export interface JournalQuery {
  operation_id?: string;
  status?: number;
  has_violations?: boolean;
  /** Engine-clock ms. */
  since?: number;
  limit?: number;
  cursor?: string;
  /** That organisation's requests, and those no credential was recognised for. */
  organization_id?: string;
  /** `true`: only the dashboard's own calls; `false`: none of them. */
  dashboard?: boolean;
}

/** `errors`: successful GETs keep their summary only; `auto`: as `errors` above AUTO_LOAD_LIMIT requests a second. */
export type JournalDetail = "full" | "errors" | "auto";

export interface JournalPage {
  data: JournalEntry[];
  has_more: boolean;
  next_cursor: string | null;
}

export interface RequestLog {
  push(record: RequestRecord): void;
  /** Newest first. */
  query(query?: JournalQuery): Promise<JournalPage>;
  /** With `organizationId`, another organisation's request is as unknown. */
  get(requestId: string, organizationId?: string): Promise<JournalEntry | undefined>;
  /** Whether an answer would be kept as a summary now, so nobody reads its body. */
  summarizes(answer: { method: string; status: number; request?: object }): boolean;
  /** Returns an unsubscribe. */
  subscribe(listener: (entry: JournalEntry) => void): () => void;
  clear(): void;
  /** Passes a delivery attempt to the delivery listeners; the journal keeps none. */
  noteDelivery(delivery: WebhookDelivery): void;
  subscribeDeliveries(listener: (delivery: WebhookDelivery) => void): () => void;
}

interface Slot {
  seq: number;
  bytes: number;
  record: RequestRecord;
  answer: AnswerSource | undefined;
  forced: boolean;
  injected: boolean;
  dashboard: boolean;
  entry?: Promise<JournalEntry>;
}

const CURSOR = /^req_seq_(\d{1,15})$/;
export const DASHBOARD_PREFIX = "/dashboard";
export const AUTO_LOAD_LIMIT = 1_000;
/** An entry's cost besides its bodies (measured: 0.3-1 KB). */
export const ENTRY_BYTES = 1024;

// Bodies are kept whole until first read (the contract check parses the whole answer); a
// character counts a byte, as V8 stores the ASCII text JSON mostly is.
function chargedBytes(record: RequestRecord, answer: AnswerSource | undefined): number {
  return ENTRY_BYTES + (record.body?.length ?? 0) + answerLength(answer);
}

/**
 * The newest `capacity` requests within `maxBytes`, the newest kept whatever its size. Recording
 * keeps references only; redaction and the contract check run when an entry is first read.
 */
export function createRequestLog(capacity: number, detail: JournalDetail = "full", maxBytes = Infinity, contractLine?: ContractLine): RequestLog {
  let slots: (Slot | undefined)[] = new Array(capacity);
  // The ring: `count` entries end just before `next`.
  let next = 0;
  let count = 0;
  let bytes = 0;
  let seq = 0;
  const listeners = new Set<(entry: JournalEntry) => void>();
  // `auto`: requests in this wall-clock second, and whether the last one passed the limit.
  let second = 0;
  let inSecond = 0;
  let loaded = false;
  const startSecond = () => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) {
      loaded = now === second + 1 && inSecond > AUTO_LOAD_LIMIT;
      second = now;
      inSecond = 0;
    }
  };
  // `recorded`: counts towards the load; else only asked about.
  const underLoad = (recorded: boolean) => {
    startSecond();
    return (recorded ? ++inSecond : inSecond + 1) > AUTO_LOAD_LIMIT || loaded;
  };
  const summarized = ({ method, status, request }: { method: string; status: number; request?: object }, recorded: boolean) => {
    const summarizing = detail === "errors" || (detail === "auto" && underLoad(recorded));
    return summarizing && status < 300 && (method === "GET" || method === "HEAD") && !wasForced(request);
  };
  const deliveryListeners = new Set<(delivery: WebhookDelivery) => void>();

  const entryOf = (slot: Slot): Promise<JournalEntry> => {
    if (!slot.entry) {
      slot.entry = toJournalEntry(slot.record, slot.answer, slot.forced, slot.injected, contractLine);
      slot.answer = undefined;
      slot.record = { ...slot.record, request: undefined, response: undefined, body: undefined, answerBody: undefined };
    }
    return slot.entry;
  };

  function* newestFirst(before = Infinity): Generator<Slot> {
    for (let i = 1; i <= count; i++) {
      const slot = slots[(next - i + capacity) % capacity]!;
      if (slot.seq < before) yield slot;
    }
  }

  const dropOldest = () => {
    const oldest = (next - count + capacity) % capacity;
    bytes -= slots[oldest]!.bytes;
    slots[oldest] = undefined;
    count--;
  };

  const keep = (slot: Slot) => {
    if (count === capacity) dropOldest();
    slots[next] = slot;
    next = (next + 1) % capacity;
    count++;
    bytes += slot.bytes;
    while (bytes > maxBytes && count > 1) dropOldest();
  };

  return {
    push(record) {
      // The dashboard's page and assets are the tool, not traffic to inspect.
      if (record.path.startsWith(DASHBOARD_PREFIX)) return;
      // A summary keeps no references, so the GC promotes nothing (docs/testing.md, Cost).
      const forced = wasForced(record.request);
      const injected = wasInjected(record.request);
      const dashboard = record.dashboard === true;
      if (summarized(record, true)) record.request = record.response = record.answerBody = undefined;
      const { response } = record;
      const answer = response ? captureAnswer(response, record.answerBody) : undefined;
      const slot: Slot = { seq: ++seq, bytes: chargedBytes(record, answer), record, answer, forced, injected, dashboard };
      keep(slot);
      // Worked out after the answer has gone: the contract check is not the request's cost.
      if (listeners.size > 0) {
        setTimeout(() => void entryOf(slot).then((entry) => listeners.forEach((listener) => listener(entry)), () => undefined), 0);
      }
    },
    async query(query = {}) {
      const limit = query.limit ?? 100;
      const before = query.cursor ? Number(CURSOR.exec(query.cursor)?.[1] ?? 0) : Infinity;
      const data: JournalEntry[] = [];
      let last = 0;
      let has_more = false;
      for (const slot of newestFirst(before)) {
        if (query.status !== undefined && slot.record.status !== query.status) continue;
        if (query.since !== undefined && slot.record.time < query.since) continue;
        if (query.dashboard !== undefined && slot.dashboard !== query.dashboard) continue;
        if (query.organization_id !== undefined && (slot.record.organization_id ?? query.organization_id) !== query.organization_id) continue;
        const entry = await entryOf(slot);
        if (query.operation_id !== undefined && entry.operation_id !== query.operation_id) continue;
        if (query.has_violations === true && entry.violations.length === 0) continue;
        if (query.has_violations === false && entry.violations.length > 0) continue;
        if (data.length === limit) {
          has_more = true;
          break;
        }
        data.push(entry);
        last = slot.seq;
      }
      return { data, has_more, next_cursor: has_more ? `req_seq_${last}` : null };
    },
    summarizes: (answer) => summarized(answer, false),
    async get(requestId, organizationId) {
      for (const slot of newestFirst()) {
        if (slot.record.request_id !== requestId) continue;
        const owner = slot.record.organization_id;
        return organizationId === undefined || owner === undefined || owner === organizationId ? entryOf(slot) : undefined;
      }
      return undefined;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    noteDelivery(delivery) {
      deliveryListeners.forEach((listener) => listener(delivery));
    },
    subscribeDeliveries(listener) {
      deliveryListeners.add(listener);
      return () => deliveryListeners.delete(listener);
    },
    clear() {
      slots = new Array(capacity);
      next = count = bytes = 0;
    },
  };
}

export const isJournalCursor = (cursor: string): boolean => CURSOR.test(cursor);

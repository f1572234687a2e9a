import { toIso } from "../clock/iso";

/** A request as GET /__sandbox/requests lists it. */
export interface RequestLogEntry {
  request_id: string;
  time: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
}

/** What is recorded per request: the time as engine-clock ms, formatted only when listed. */
export type RequestRecord = Omit<RequestLogEntry, "time"> & { time: number };

export interface RequestLog {
  push(record: RequestRecord): void;
  /** Newest first, at most `limit` (default: all kept). */
  list(limit?: number): RequestLogEntry[];
  clear(): void;
}

/**
 * The newest `capacity` requests in fixed columns, overwritten in a circle. Every API request
 * lands here, so it keeps no object per request: entries kept as objects outlived the young
 * generation, and promoting them was most of the garbage collector's work under load.
 */
export function createRequestLog(capacity: number): RequestLog {
  const ids: string[] = new Array(capacity).fill("");
  const methods: string[] = new Array(capacity).fill("");
  const paths: string[] = new Array(capacity).fill("");
  const times = new Float64Array(capacity);
  const statuses = new Uint16Array(capacity);
  const durations = new Float64Array(capacity);
  let next = 0;
  let size = 0;
  return {
    push(record) {
      ids[next] = record.request_id;
      methods[next] = record.method;
      paths[next] = record.path;
      times[next] = record.time;
      statuses[next] = record.status;
      durations[next] = record.duration_ms;
      next = (next + 1) % capacity;
      size = Math.min(size + 1, capacity);
    },
    list(limit = capacity) {
      const count = Math.max(0, Math.min(limit, size));
      return Array.from({ length: count }, (_, i) => {
        const at = (next - 1 - i + capacity) % capacity;
        return {
          request_id: ids[at]!,
          time: toIso(times[at]!),
          method: methods[at]!,
          path: paths[at]!,
          status: statuses[at]!,
          duration_ms: durations[at]!,
        };
      });
    },
    clear() {
      next = 0;
      size = 0;
      ids.fill("");
      paths.fill("");
    },
  };
}

import { type RingLog, createRingLog } from "./ring-log";

/** A request as GET /__sandbox/requests lists it. */
export interface RequestLogEntry {
  request_id: string;
  time: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
}

export type RequestLog = RingLog<RequestLogEntry>;

export const createRequestLog = (capacity: number): RequestLog => createRingLog(capacity);

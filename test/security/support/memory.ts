import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// A full collection before each reading, so garbage not yet collected is not counted as growth.
setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;

/** Resident set size in MiB after a full garbage collection. */
export function rssAfterGc(): number {
  collect();
  collect();
  return process.memoryUsage().rss / 2 ** 20;
}

/** V8 heap in use, in MiB, after a full garbage collection: what the server still holds. */
export function heapAfterGc(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** The highest resident set size the process has reached so far, in MiB (getrusage's maxrss). */
export function peakRss(): number {
  return process.resourceUsage().maxRSS / 1024;
}

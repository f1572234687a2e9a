import { DEFAULT_CONCURRENCY_PER_ENDPOINT, DEFAULT_MAX_ATTEMPTS, DEFAULT_TIMEOUT_MS, EVENT_CACHE_LIMIT } from "./delivery-defaults";
import { pendingDelivery, randomDeliveryId, settledDelivery } from "./delivery-record";
import type { RedeliverySource, WebhookDelivery, WebhookDispatcher, WebhookDispatcherOptions, WebhookEvent } from "./delivery-types";
import { createDrainCounter } from "./drain-counter";
import { createEventCache, nextAttemptNumber, type CachedEvent } from "./event-cache";
import { createKeyedLimiter } from "./keyed-limiter";
import { retryDelayMs } from "./retry-schedule";
import { notSent, sendAttempt, type AttemptOutcome } from "./send-attempt";
import { activeSecrets, signedHeaders } from "./signed-headers";
import { validateWebhookUrl } from "./url-policy";

/** One event on its way to one endpoint, across its attempts. */
interface Job {
  webhookId: string;
  entry: CachedEvent;
  /** Attempts made by this job (a redelivery makes exactly one). */
  tries: number;
  retries: boolean;
  /** Its failed attempts whose next_attempt_at announces a retry. */
  announced: WebhookDelivery[];
}

/** A failed attempt's next try: sent when its real timer fires or the clock reaches `dueAt`. */
interface ScheduledRetry {
  job: Job;
  /** `next_attempt_at` on the dispatcher's clock, in ms. */
  dueAt: number;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Signed webhook delivery with retries, independent of the engine: the engine passes its
 * clock, a way to read endpoints, and callbacks that store delivery records and disable
 * endpoints. Deliveries to one endpoint run concurrently, so their order is not guaranteed.
 */
export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const { clock, getEndpoint, onAttempt, onDisable } = options;
  const onRevise = options.onRevise ?? (() => undefined);
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const checkUrl = options.checkUrl ?? ((url: string) => validateWebhookUrl(url, { allowLoopbackHttp: true }));
  const timeScale = options.timeScale ?? 1;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const random = options.random ?? Math.random;
  const newId = options.deliveryId ?? randomDeliveryId;
  const inLane = createKeyedLimiter(options.concurrency ?? DEFAULT_CONCURRENCY_PER_ENDPOINT);
  const cache = createEventCache(EVENT_CACHE_LIMIT);
  const wallClock = options.wallClock ?? Date.now;
  const scheduled = new Set<ScheduledRetry>();
  // One controller per request rather than listeners on a shared signal: a burst has hundreds in flight.
  const inFlight = new Set<AbortController>();
  let closed = false;
  const live = createDrainCounter();

  function queueAttempt(job: Job, after = 0): WebhookDelivery {
    job.tries++;
    const record = pendingDelivery({
      id: newId(),
      webhookId: job.webhookId,
      event: job.entry.event,
      attempt: nextAttemptNumber(job.entry, job.webhookId, after),
      now: clock.now(),
    });
    onAttempt(record);
    void inLane(job.webhookId, () => attempt(job, record));
    return record;
  }

  async function attempt(job: Job, record: WebhookDelivery): Promise<void> {
    if (closed) return;
    const outcome = await deliver(job);
    if (!closed) conclude(job, record, outcome);
  }

  // The endpoint is read afresh at every attempt: a new URL, a rotated secret or a disabled
  // status applies to retries already scheduled.
  async function deliver({ webhookId, entry }: Job): Promise<AttemptOutcome> {
    const endpoint = getEndpoint(webhookId);
    if (endpoint?.status !== "enabled") return notSent("not sent: the endpoint is disabled or deleted");
    // Checked at every attempt: a retry or a redelivery after the scope was lost sends nothing.
    if (endpoint.receives && !endpoint.receives(entry.event.type)) {
      return notSent("not sent: the credential that registered the endpoint no longer holds this event's read scopes");
    }
    // Again at every attempt: an endpoint may have reached the store without registration's check.
    const verdict = checkUrl(endpoint.url);
    if (!verdict.ok) return notSent(`not sent: the URL is refused by the webhook URL policy: ${verdict.reason}`);
    const now = clock.now();
    const secrets = activeSecrets(endpoint.secrets, now);
    if (secrets.length === 0) return notSent("not sent: the endpoint has no active signing secret");
    const controller = new AbortController();
    inFlight.add(controller);
    try {
      // Signed with wall-clock time: receivers check it against their own real clock, whatever
      // the sandbox clock says (the event's `created` follows the sandbox clock).
      const headers = await signedHeaders(entry.event.id, entry.body, secrets, wallClock());
      return await sendAttempt({ fetch: send, url: endpoint.url, body: entry.body, headers, timeoutMs, controller });
    } finally {
      inFlight.delete(controller);
    }
  }

  function conclude(job: Job, record: WebhookDelivery, outcome: AttemptOutcome): void {
    const eventId = job.entry.event.id;
    if (outcome.kind === "failed" && job.retries && job.tries < maxAttempts) {
      const now = clock.now();
      const delay = retryDelayMs({ attempts: job.tries, status: outcome.status, retryAfter: outcome.retryAfter, now, random });
      const failed = settledDelivery(record, outcome, now + delay);
      onAttempt(failed);
      job.announced.push(failed);
      schedule(job, now + delay, delay * timeScale);
      return;
    }
    onAttempt(settledDelivery(record, outcome, null));
    if (outcome.kind === "succeeded") delivered(job);
    if (outcome.kind === "gone") {
      disable(job.webhookId, `the endpoint answered 410 Gone to ${eventId}`);
    } else if (outcome.kind === "failed" && job.retries) {
      disable(job.webhookId, `delivery of ${eventId} failed ${job.tries} times in a row; last error: ${outcome.error}`);
    }
    live.done();
  }

  // The endpoint has the event: no failed attempt announces a retry, and one still scheduled
  // (a redelivery got there first) is not sent.
  function delivered(job: Job): void {
    const waiting = [...scheduled].filter((r) => r.job.webhookId === job.webhookId && r.job.entry.event.id === job.entry.event.id);
    for (const retry of waiting) {
      scheduled.delete(retry);
      clearTimeout(retry.timer);
      live.done();
    }
    const revised = [job, ...waiting.map((r) => r.job)].flatMap((done) => done.announced.splice(0));
    for (const failed of revised) onRevise({ ...failed, next_attempt_at: null });
  }

  // Concurrent attempts can all fail; only the first disables, so the reason names the first cause.
  function disable(webhookId: string, reason: string): void {
    if (getEndpoint(webhookId)?.status === "enabled") onDisable(webhookId, reason);
  }

  // Real time (scaled) or the clock, whichever reaches the retry first, sends it.
  function schedule(job: Job, dueAt: number, waitMs: number): void {
    const retry: ScheduledRetry = { job, dueAt, timer: setTimeout(() => fire(retry), waitMs) };
    scheduled.add(retry);
  }

  function fire(retry: ScheduledRetry): WebhookDelivery | undefined {
    if (!scheduled.delete(retry)) return undefined;
    clearTimeout(retry.timer);
    // A deleted endpoint's retries end unsent and unrecorded: its deliveries went with it, and
    // an attempt reported for it (retry-due's count) would reach no receiver.
    if (!getEndpoint(retry.job.webhookId)) return void live.done();
    return queueAttempt(retry.job);
  }

  function fireWhere(due: (retry: ScheduledRetry) => boolean): WebhookDelivery[] {
    if (closed) return [];
    const ready = [...scheduled].filter(due).sort((a, b) => a.dueAt - b.dueAt);
    return ready.flatMap((retry) => fire(retry) ?? []);
  }

  function start(webhookId: string, entry: CachedEvent, retries: boolean, after?: number): WebhookDelivery {
    live.add();
    return queueAttempt({ webhookId, entry, tries: 0, retries, announced: [] }, after);
  }

  return {
    dispatch(event: WebhookEvent, endpointIds: readonly string[]) {
      if (closed) return;
      const targets = endpointIds.filter((id) => getEndpoint(id)?.status === "enabled");
      if (targets.length === 0) return;
      const entry = cache.remember(event);
      for (const id of targets) start(id, entry, true);
    },

    redeliver(source: RedeliverySource) {
      const fromRecord = !("event" in source);
      const webhookId = fromRecord ? source.webhook_id : source.webhookId;
      const entry = fromRecord ? cache.get(source.event_id) : cache.remember(source.event);
      if (!entry) return { ok: false, reason: "unknown_event" };
      const endpoint = getEndpoint(webhookId);
      if (!endpoint) return { ok: false, reason: "unknown_webhook" };
      if (endpoint.status !== "enabled" || closed) return { ok: false, reason: "webhook_disabled" };
      return { ok: true, delivery: start(webhookId, entry, false, fromRecord ? source.attempt : 0) };
    },

    runDue: (now = clock.now()) => fireWhere((retry) => retry.dueAt <= now),
    retryAll: () => fireWhere(() => true),

    pending: live.count,
    idle: live.drained,

    close() {
      closed = true;
      for (const controller of inFlight) controller.abort();
      for (const retry of scheduled) clearTimeout(retry.timer);
      scheduled.clear();
      live.reset();
    },
  };
}

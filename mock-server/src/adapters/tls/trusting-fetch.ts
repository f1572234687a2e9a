/// <reference types="node" />
import { readFileSync } from "node:fs";
import { Readable } from "node:stream";

// node:https and node:tls are imported at the first https delivery, so a start never loads them.

const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * The CAs a webhook receiver may be signed by: Node's bundled roots, NODE_EXTRA_CA_CERTS (which
 * Node drops once `ca` is given, so it is read here), and `extra` (the local CA, --webhook-ca).
 */
export async function webhookTrust(extra: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const { rootCertificates } = await import("node:tls");
  const fromEnv = env.NODE_EXTRA_CA_CERTS ? readOptional(env.NODE_EXTRA_CA_CERTS) : undefined;
  return [...rootCertificates, ...(fromEnv ? [fromEnv] : []), ...extra];
}

function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

type HttpsClient = Pick<typeof import("node:https"), "request"> & { agent: import("node:https").Agent };

/**
 * A `fetch` for webhook deliveries that trusts the CAs `trust` gives (global fetch cannot be
 * given CAs on Node 20 without undici's Agent). Plain http goes to global fetch. Only what a
 * delivery or the CLI uses is supported: a string or byte body, no redirects followed, an AbortSignal. Failures
 * reject as fetch does, a TypeError whose `cause` is Node's error (its `code` names a TLS failure).
 */
export function trustingFetch(trust: () => Promise<readonly string[]>): typeof fetch {
  // Built at the first https delivery, then shared: parsing the bundled roots into a context
  // takes tens of milliseconds, which a start should not pay, nor each connection again.
  let client: Promise<HttpsClient> | undefined;
  const connect = () =>
    (client ??= (async () => {
      const [https, { createSecureContext }, ca] = await Promise.all([import("node:https"), import("node:tls"), trust()]);
      return { request: https.request, agent: new https.Agent({ secureContext: createSecureContext({ ca: [...ca] }) }) };
    })());
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol !== "https:") return fetch(input, init);
    const { request, agent } = await connect();
    return new Promise<Response>((resolve, reject) => {
      // As fetch: an aborted call rejects with the signal's reason (a TimeoutError for AbortSignal.timeout).
      const failed = (cause: unknown) => reject(init.signal?.aborted ? init.signal.reason : Object.assign(new TypeError("fetch failed"), { cause }));
      const outgoing = request(url, { method: init.method ?? "GET", headers: headerRecord(init.headers), agent, signal: init.signal ?? undefined }, (incoming) => {
        const headers = new Headers();
        const raw = incoming.rawHeaders;
        for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
        const status = incoming.statusCode ?? 502;
        try {
          const body = NULL_BODY.has(status) ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
          if (!body) incoming.resume();
          resolve(new Response(body, { status, statusText: incoming.statusMessage ?? "", headers }));
        } catch (error) {
          incoming.destroy();
          failed(error);
        }
      });
      outgoing.on("error", failed);
      outgoing.end(typeof init.body === "string" || init.body instanceof Uint8Array ? init.body : undefined);
    });
  };
}

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => (record[name] = value));
  return record;
}

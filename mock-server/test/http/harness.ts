import { createEngine } from "../../src/adapters/node/create-engine";
import type { Engine, EngineOptions } from "../../src/engine/engine-types";
import { expectAnswerMatchesContract } from "../journal/response-check";

export interface CallOptions {
  body?: unknown;
  /** Sent verbatim instead of JSON-encoding `body`. */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  /** The bearer token; `null` sends no Authorization header. Default: the demo key. */
  key?: string | null;
  ip?: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // Tests read arbitrary fields of JSON answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export interface Harness {
  engine: Engine;
  key: string;
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  /** POST /__sandbox/api-keys and return the created key. */
  createKey(input?: Record<string, unknown>): Promise<{ id: string; key: string }>;
}

export const ORIGIN = "http://lps.test";

export async function harness(options: EngineOptions = {}): Promise<Harness> {
  const engine = createEngine({ demoData: false, seed: 7, ...options });
  await engine.ready();
  const call: Harness["call"] = async (method, path, { body, rawBody, headers = {}, key, ip } = {}) => {
    const token = key === undefined ? engine.demo.apiKey : key;
    const init: RequestInit = {
      method,
      headers: {
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      ...(rawBody !== undefined ? { body: rawBody, duplex: "half" } : body !== undefined ? { body: JSON.stringify(body) } : {}),
    };
    const response = await engine.fetch(new Request(ORIGIN + path, init), { clientIp: ip ?? "127.0.0.1" });
    const text = await response.text();
    // Over a socket a wrong Content-Length truncates the answer or stalls the client; in process
    // nothing would notice, so every answer through the harness is checked.
    const length = response.headers.get("content-length");
    if (length !== null && Number(length) !== new TextEncoder().encode(text).length) {
      throw new Error(`${method} ${path}: Content-Length ${length} does not match the ${response.status} body: ${text}`);
    }
    await expectAnswerMatchesContract(engine, response.headers.get("x-request-id"));
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  };
  return {
    engine,
    key: engine.demo.apiKey,
    call,
    async createKey(input = {}) {
      const answer = await call("POST", "/__sandbox/api-keys", { body: input, key: null });
      if (answer.status !== 200) throw new Error(`key creation failed: ${answer.text}`);
      return answer.json as { id: string; key: string };
    },
  };
}

export const propertyInput = (overrides: Record<string, unknown> = {}) => ({
  type: "residential",
  price: 1_250_000,
  bedrooms: 3,
  bathrooms: 2,
  square_feet: 1640,
  description: "Victorian flat with a garden.",
  location: { address: "742 Guerrero St", city: "San Francisco", state: "CA", postal_code: "94110" },
  ...overrides,
});

export const leadInput = (overrides: Record<string, unknown> = {}) => ({
  name: "Maya Chen",
  email: "maya.chen@example.com",
  phone: "+14155550142",
  preferences: {
    property_type: "residential",
    price_range: { min: 900_000, max: 1_400_000 },
    city: "San Francisco",
    min_bedrooms: 2,
    timeline: "within_3_months",
    pre_approved: true,
  },
  ...overrides,
});

/** Polls `check` on real time (the scoring delay is real milliseconds) until it holds. */
export async function eventually<T>(check: () => Promise<T | undefined>, tries = 200): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error("condition not met in time");
}

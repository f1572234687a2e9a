import * as webCrypto from "../../src/webhooks/index";
import * as nodeCrypto from "../../src/webhooks/node";

export type Toolkit = typeof webCrypto;

/** Every suite runs against both entry points: they must behave identically. */
export const entries: [string, Toolkit][] = [
  ["index (Web Crypto)", webCrypto],
  ["node (node:crypto)", nodeCrypto],
];

export const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwq3v8Yc1Lr5T";
export const NOW = 1_763_803_860;

export const EVENT = {
  id: "evt_4Fg6Hj8Kl0Zx2Cv4",
  type: "lead.qualified",
  created: "2026-11-22T09:31:00Z",
  version: "2026-11-01",
  data: { lead_id: "lead_3hT9wQz1LmV8rKx2", score: 85, qualification_type: "hot", triggers: ["budget_match"] },
} as const;
export const BODY = JSON.stringify(EVENT);

/** Resolves to the error a promise rejects with, failing the test if it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

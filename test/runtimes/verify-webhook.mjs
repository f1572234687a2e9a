// Runs under Node, Bun and Deno: the webhook verifier must accept a signed event and reject a
// tampered one, through whichever crypto the runtime's export condition selects.
import { generateTestHeaders, verifyWebhook } from "@lps/sdk/webhooks";

const secret = "whsec_" + "A".repeat(43);
const payload = JSON.stringify({
  id: "evt_runtime0001",
  type: "lead.qualified",
  created: "2026-11-22T09:31:00Z",
  version: "2026-11-01",
  data: { lead_id: "lead_runtime0001", score: 82, qualification_type: "hot", triggers: ["budget_match"] },
});
const headers = await generateTestHeaders({ payload, secret });
const event = await verifyWebhook(payload, headers, secret);
if (event.type !== "lead.qualified" || event.data.score !== 82) throw new Error("verified event is wrong");

let rejected = false;
try {
  await verifyWebhook(payload.replace("82", "99"), headers, secret);
} catch (e) {
  rejected = e.code === "no_matching_signature";
}
if (!rejected) throw new Error("a tampered body was accepted");
console.log("webhook verifier ok");

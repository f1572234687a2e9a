// Bundled by esbuild for the browser (browser export conditions), exactly as a frontend would.
import { createClient, isAuthenticationError } from "@lps/sdk";
import { generateTestHeaders, verifyWebhook } from "@lps/sdk/webhooks";
import { createHandlers } from "@lps/mock-server/msw";
import { setupWorker } from "msw/browser";

const newLead = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+442071234567",
  preferences: { property_type: "residential" as const, price_range: { min: 400_000, max: 3_000_000 }, city: "San Francisco" },
};

async function viaServiceWorker() {
  const { handlers, engine } = createHandlers({ seed: 11, origin: "https://api.lps.example" });
  const worker = setupWorker(...handlers);
  await worker.start({ serviceWorker: { url: "/mockServiceWorker.js" }, onUnhandledRequest: "bypass", quiet: true });
  await engine.ready();
  const lps = createClient({ apiKey: engine.demo.apiKey, baseUrl: "https://api.lps.example/v1" });
  const lead = await lps.leads.create(newLead);
  const again = await lps.leads.get(lead.id);
  const page = await lps.properties.list({ limit: 3 });
  const controlled = navigator.serviceWorker.controller !== null;
  return { leadId: again.id, listed: page.data.length, controlled };
}

async function acrossOrigins(baseUrl: string, apiKey: string) {
  const lps = createClient({ apiKey, baseUrl });
  const lead = await lps.leads.create(newLead);
  const { data, requestId, rateLimit } = await lps.properties.list({ limit: 2 }).withResponse();
  let unauthorized = false;
  try {
    await createClient({ apiKey: "lps_sk_wrong", baseUrl, maxRetries: 0 }).leads.list();
  } catch (error) {
    unauthorized = isAuthenticationError(error);
  }
  return { leadId: lead.id, listed: data.data.length, requestId, remaining: rateLimit?.remaining, unauthorized };
}

async function verifier() {
  const secret = "whsec_" + "b".repeat(43);
  const payload = JSON.stringify({ id: "evt_browser00001", type: "message.received", created: "2026-11-22T10:00:00Z", version: "2026-11-01", data: { message_id: "msg_browser00001", lead_id: "lead_browser00001", channel: "chat", body: "Hi", received_at: "2026-11-22T10:00:00Z" } });
  const headers = await generateTestHeaders({ payload, secret });
  const event = await verifyWebhook(new TextEncoder().encode(payload), headers, secret);
  let tamperedRejected = false;
  try {
    await verifyWebhook(payload.replace("Hi", "Ho"), headers, secret);
  } catch (error) {
    tamperedRejected = (error as { code?: string }).code === "no_matching_signature";
  }
  return { type: event.type, tamperedRejected, subtle: typeof crypto.subtle?.importKey === "function" };
}

Object.assign(window, { viaServiceWorker, acrossOrigins, verifier });

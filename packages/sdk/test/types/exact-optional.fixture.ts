// Compiled by test/types.test.ts under exactOptionalPropertyTypes: every option must accept an
// explicit `undefined`, as values read from the environment are typed.
import { createClient, type LPSClient } from "../../src/index";
import { createAuthorizationRequest, createTokenManager, exchangeCode, type TokenSet } from "../../src/oauth/index";
import { createWebhookHandler, generateTestHeaders, verifyWebhook } from "../../src/webhooks/index";

export const lps: LPSClient = createClient({ apiKey: process.env.LPS_API_KEY, baseUrl: "https://api.lps.example/v1" });

export const configured = createClient({
  apiKey: process.env.LPS_API_KEY,
  baseUrl: process.env.LPS_BASE_URL,
  timeout: undefined,
  totalTimeout: undefined,
  maxRetries: undefined,
  allowInsecureHttp: undefined,
  fetch: undefined,
  headers: undefined,
  hooks: { beforeRequest: undefined },
  logger: undefined,
});

export const lead = await lps.leads.get("lead_1", { signal: undefined, timeout: undefined, idempotencyKey: process.env.KEY });
export const created = lps.leads.create;
export const page = lps.leads.list();
export const score = await lps.leads.score("lead_1");

// Query params and optional bodies too: the runtime drops an undefined member.
const maybe = process.env.MAYBE;
export const properties = lps.properties.list({ city: maybe, cursor: maybe, min_price: undefined });
export const leads = lps.leads.list({ limit: undefined, cursor: maybe });
export const messages = lps.leads.messages("lead_1", { cursor: maybe });
export const deliveries = lps.webhooks.deliveries("wh_1", { cursor: maybe, limit: undefined });
export const market = lps.analytics.market({ city: maybe, property_type: undefined });
export const rotated = lps.webhooks.rotateSecret("wh_1", { overlap_seconds: undefined });

// Create bodies too, nested members included (JSON.stringify drops an undefined member); required
// members stay required.
const price_range = { min: 300_000, max: 450_000 };
export const newLead = lps.leads.create({
  name: "Ada",
  email: "ada@example.com",
  phone: maybe,
  preferences: { property_type: "residential", price_range, city: maybe, state: maybe, min_bedrooms: undefined, timeline: undefined, pre_approved: undefined },
});
export const newProperty = lps.properties.create({
  type: "residential",
  price: 420_000,
  bedrooms: undefined,
  bathrooms: undefined,
  square_feet: undefined,
  status: undefined,
  description: maybe,
  location: { address: "1 Main St", city: "Austin", state: "TX", postal_code: maybe },
});
export const newWebhook = lps.webhooks.create({ url: "https://app.example/hooks", events: ["lead.qualified"], description: maybe, secret: maybe });
// @ts-expect-error `email` is required: an explicit undefined is no more allowed than leaving it out.
export const noEmail = lps.leads.create({ name: "Ada", email: maybe, preferences: { property_type: "land", price_range } });
// @ts-expect-error so is a nested required member.
export const noCity = lps.properties.create({ type: "land", price: 1, location: { address: "1 Main St", city: maybe, state: "TX" } });

const oauth = { authUrl: "https://auth.lps.example", clientId: "cli_1", clientSecret: process.env.LPS_CLIENT_SECRET, fetch: undefined };
export const authorization = await createAuthorizationRequest(oauth, { redirectUri: "https://app.example/cb", scope: undefined, state: undefined });
export const tokens: TokenSet = await exchangeCode(oauth, { code: "c", redirectUri: "https://app.example/cb", codeVerifier: undefined });
export const manager = createTokenManager({ ...oauth, tokens, refreshSkew: undefined, onTokens: undefined });

export const event = await verifyWebhook("{}", {}, "whsec_x", { tolerance: undefined, now: undefined });
export const handler = createWebhookHandler({
  secret: process.env.LPS_WEBHOOK_SECRET ?? "whsec_x",
  on: {},
  now: undefined,
  tolerance: undefined,
  maxBodyBytes: undefined,
  retry: undefined,
  onError: undefined,
  onUnhandled: undefined,
});
export const headers = await generateTestHeaders({ payload: "{}", secret: "whsec_x", timestamp: undefined });

// The walk-through both entry points run: index.mjs (ESM) and index.cjs (CommonJS) differ only
// in how they load the SDK.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Scoring is asynchronous: the score reads `pending` until the qualification model is done. */
async function waitForScore(lps, leadId, { attempts = 20, intervalMs = 500 } = {}) {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const score = await lps.leads.score(leadId);
    if (score.status === "ready") return score;
    await sleep(intervalMs);
  }
  throw new Error(`The score of ${leadId} was still pending after ${attempts} tries`);
}

async function quickstart(lps, log = console.log) {
  const property = await lps.properties.create({
    type: "residential",
    price: 1_250_000,
    bedrooms: 3,
    bathrooms: 2,
    square_feet: 1640,
    description: "Victorian flat with a garden, near Dolores Park.",
    location: { address: "742 Guerrero St", city: "San Francisco", state: "CA", postal_code: "94110" },
  });
  log(`property  ${property.id}  $${property.price.toLocaleString("en-US")}  ${property.location.city}`);

  const { data: lead, requestId, rateLimit } = await lps.leads
    .create({
      name: "Maya Chen",
      email: `maya.chen+${Date.now()}@example.com`,
      phone: "+14155550142",
      preferences: {
        property_type: "residential",
        price_range: { min: 900_000, max: 1_400_000 },
        city: "San Francisco",
        min_bedrooms: 2,
        timeline: "within_3_months",
        pre_approved: true,
      },
    })
    .withResponse();
  log(`lead      ${lead.id}  ${lead.name}  (request ${requestId}; ${rateLimit.remaining} of ${rateLimit.limit} requests left today)`);

  const score = await waitForScore(lps, lead.id);
  log(`score     ${score.score}/100  ${score.qualification_type}  triggers: ${score.triggers.join(", ") || "none"}`);

  const market = await lps.analytics.market({ city: "san_francisco", property_type: "residential" });
  log(`market    ${market.market_condition}: ${market.summary}`);
  return { property, lead, score, market };
}

/**
 * Runs the walk-through. Any SDK error (no key, a bad LPS_BASE_URL, no server, an untrusted
 * certificate, an API error) prints one line and exits with 1: a newcomer's first mistakes are
 * these, and a stack trace would hide what to fix. Any other error is a bug here, so it throws.
 */
async function main(sdk) {
  try {
    const lps = sdk.createClient({ baseUrl: process.env.LPS_BASE_URL ?? "http://127.0.0.1:4010" });
    await quickstart(lps);
  } catch (error) {
    if (!sdk.isLPSError(error)) throw error;
    console.error(describeError(sdk, error));
    process.exitCode = 1;
  }
}

/** The line for an SDK error; for a connection error, with the reason its code stands for. */
function describeError(sdk, error) {
  if (sdk.isAPIError(error)) return `LPS answered ${error.status} ${error.code} (request ${error.requestId}): ${error.message}`;
  let root = error;
  while (root.cause instanceof Error) root = root.cause;
  return root === error || error.message.includes(root.message) ? error.message : `${error.message}: ${root.message}`;
}

module.exports = { main, quickstart, waitForScore, describeError };

// Every path and header value of the dashboard in one place; docs/dashboard.md quotes them.

export const DASHBOARD_PATH = "/dashboard";

export const ASSET_PATHS = {
  script: `${DASHBOARD_PATH}/assets/dashboard.js`,
  styles: `${DASHBOARD_PATH}/assets/dashboard.css`,
} as const;

/** 128 bits: a nonce must not be guessable by content injected into the page. */
export const NONCE_BYTES = 16;

/**
 * Only the server's own tags run or style the page (per-request nonce), and the page may talk to
 * its own origin only: no CDN, no fonts, no third-party beacons.
 */
export const pageSources = (nonce: string) => ({
  script: `'nonce-${nonce}'`,
  style: `'nonce-${nonce}'`,
  connect: "'self'",
  img: "'self' data:",
  form: "'self'",
});

/** Assets hold no secret; `no-cache` plus an ETag revalidates them cheaply after an upgrade. */
export const ASSET_HEADERS = {
  "Cache-Control": "no-cache",
  "X-Content-Type-Options": "nosniff",
} as const;

// Every tunable of the authorization server in one place; docs/oauth.md quotes these values.

/** RFC 6749 §4.1.2 allows codes up to 10 minutes and recommends less. */
export const CODE_TTL_MS = 60 * 1000;
/** The spec's Rate limits section. */
export const ACCESS_TOKEN_TTL_S = 3600;
/** A consent page's one-time handle: the time a person may take to read the page and decide. */
export const CONSENT_TTL_MS = 10 * 60 * 1000;
/** Pending consents, unredeemed codes and throttled keys kept at most; past it the oldest go. */
export const MAX_PENDING = 10_000;
/** Unauthenticated GET /oauth/authorize per client address: a burst, refilled per minute. */
export const AUTHORIZE_BURST = 120;
export const AUTHORIZE_PER_MINUTE = 120;

/** 256 bits, twice the 128 bits RFC 6749 §10.10 asks for. */
export const TOKEN_BYTES = 32;
export const CLIENT_ID_BYTES = 12;

export const PREFIX = { clientId: "cli_", clientSecret: "lps_cs_", code: "lps_ac_", refreshToken: "lps_rt_", requestId: "req_" } as const;

/** The `aud` of every access token: the LPS API. */
export const AUDIENCE = "lps-api";
/** The one resource owner of a standalone authorization server (no identity layer). */
export const SUBJECT = "user_demo";
/** OpenID Connect `prompt` values (Core §3.1.2.1); select_account is not offered. */
export const PROMPTS = ["none", "login", "consent"] as const;
export const SIGNING_ALG = "ES256";
/** RFC 9068 §2.1; ID tokens carry plain JWT, which strict clients accept. */
export const ACCESS_TOKEN_TYP = "at+jwt";
export const ID_TOKEN_TYP = "JWT";

/** oauth.yaml's ClientId maxLength (this server's ids are 20 characters); longer is invalid_client before anything is stored. */
export const MAX_CLIENT_ID_LENGTH = 64;

/** Failed client authentications per client_id: the delay doubles from BASE up to CAP. */
export const THROTTLE_BASE_MS = 250;
export const THROTTLE_CAP_MS = 5000;

/** Token, revocation and consent forms are a few hundred bytes; past this they are refused (413). */
export const FORM_BODY_LIMIT_BYTES = 16 * 1024;
/** A client registration (name, up to 10 redirect URIs, scopes). */
export const CLIENT_BODY_LIMIT_BYTES = 64 * 1024;

export const CONSENT_COOKIE = "lps_consent";
/** Realm of the Basic challenge sent with invalid_client (RFC 6749 §5.2). */
export const BASIC_REALM = "lps";

export const DEMO_CLIENT = { name: "LPS Demo App", redirect_uris: ["http://127.0.0.1:8080/callback"], confidential: true, auto_approve: false } as const;

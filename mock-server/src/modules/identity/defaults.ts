// Every tunable of users, sessions and SSO in one place; docs/identity.md quotes these values.

/** A session token lives 15 minutes and is renewed on use (OWASP Session Management: idle timeout). */
export const SESSION_IDLE_MS = 15 * 60 * 1000;
/** No renewal past 12 hours after sign-in (OWASP Session Management: absolute timeout). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_COOKIE = "lps_session";
/**
 * The name under TLS: `__Host-` makes the browser require Secure, Path=/ and no Domain, so no
 * plain-http server on another port of the host can set it (RFC 6265bis §4.1.3.2).
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** The `typ` and `aud` of a session token, so no other token of the key set passes for one. */
export const SESSION_TYP = "lps-session+jwt";
export const SESSION_AUDIENCE = "lps-session";

/** Binds an SSO or sign-in round trip to the browser that started it. */
export const SSO_COOKIE = "lps_sso";
/** Time a person may take at the identity provider. */
export const SSO_TTL_MS = 10 * 60 * 1000;
/** The longest `return_to` a sign-in keeps (identity.yaml's ReturnTo); a longer one is refused. */
export const MAX_RETURN_TO = 2048;
/** An identity provider's discovery document and keys are reused this long. */
export const DISCOVERY_TTL_MS = 5 * 60 * 1000;
/** Outbound calls to an external identity provider give up after this long. */
export const IDP_FETCH_TIMEOUT_MS = 10_000;

/** The built-in identity provider's codes and tokens. */
export const IDP_CODE_TTL_MS = 60 * 1000;
export const IDP_TOKEN_TTL_S = 3600;
export const IDP_PATH = "/idp";

export const TOKEN_BYTES = 32;

/**
 * Routes that sign a person in without a password, so, like the sandbox, they answer loopback
 * callers only: the user picker, and the whole built-in provider. Its authorize endpoint signs
 * in whoever asks; its token and userinfo endpoints hand out that identity to any client (it has
 * no registry); this server calls it in process, so nothing it needs comes from the network.
 */
export const PASSWORDLESS_ROUTES = ["/signin", `${IDP_PATH}/*`] as const;

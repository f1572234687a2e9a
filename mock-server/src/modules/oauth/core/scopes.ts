import { contract } from "../../../contract/generated/contract";
import type { OAuthIdentity } from "../types";

// The contract's oauth2 security scheme is the one list of scopes and their descriptions.
const SCOPE_DESCRIPTIONS: Readonly<Record<string, string>> = contract.components.securitySchemes.oauth2.flows.authorizationCode.scopes;

export const ALL_SCOPES: readonly string[] = Object.keys(SCOPE_DESCRIPTIONS);

/** RFC 6749 §3.3: space-delimited, order-free; an absent or empty scope is undefined. */
export function parseScope(value: string | undefined): string[] | undefined {
  const scopes = [...new Set((value ?? "").split(" ").filter(Boolean))];
  return scopes.length > 0 ? scopes : undefined;
}

export const isSubset = (requested: readonly string[], allowed: readonly string[]) => requested.every((scope) => allowed.includes(scope));

export const formatScope = (scopes: readonly string[]): string => scopes.join(" ");

/** OpenID Connect Core §5.4: any client may ask for these besides the API scopes it holds. */
export const OIDC_SCOPES: Readonly<Record<string, string>> = {
  openid: "Confirm who you are (OpenID Connect).",
  profile: "See your name.",
  email: "See your email address.",
};

export const requestableScopes = (clientScopes: readonly string[]): string[] => [...new Set([...clientScopes, ...Object.keys(OIDC_SCOPES)])];

/** The part of `scopes` the user's role allows now (OpenID Connect ones need no role); undefined once the user is gone. */
export function withinRole(identity: OAuthIdentity, subject: string, scopes: readonly string[]): string[] | undefined {
  const allowed = identity.userScopes(subject);
  return allowed && scopes.filter((scope) => allowed.includes(scope) || Object.hasOwn(OIDC_SCOPES, scope));
}

export const describeScope = (scope: string): string => SCOPE_DESCRIPTIONS[scope] ?? OIDC_SCOPES[scope] ?? "";

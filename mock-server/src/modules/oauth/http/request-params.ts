import type { Context } from "hono";
import { BodyTooLarge, readBodyBytes } from "../../../api/read-body";
import { FORM_BODY_LIMIT_BYTES } from "../defaults";
import { OAuthError } from "./oauth-error";

export type Params = Readonly<Record<string, string>>;

/**
 * A token or revocation request's parameters, from the form body RFC 6749 §4.1.3 requires or the
 * JSON body the spec shows. A repeated parameter is refused (§3.2), an empty one is absent (§3.1).
 */
export async function readParams(request: Request): Promise<Params> {
  const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  const body = await readBodyText(request, FORM_BODY_LIMIT_BYTES);
  if (mediaType === "application/x-www-form-urlencoded") return fromForm(new URLSearchParams(body));
  if (mediaType === "application/json") return fromJson(body);
  throw new OAuthError("invalid_request", "Send application/x-www-form-urlencoded or application/json.");
}

/** The body as UTF-8, refused past `limit` bytes (413) unread; the connection then cannot carry another request. */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  try {
    return new TextDecoder().decode(await readBodyBytes(request, limit));
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    throw new OAuthError("invalid_request", error.message, 413, { connection: "close" });
  }
}

function fromForm(form: URLSearchParams): Params {
  const params: Record<string, string> = {};
  for (const [name, value] of form) {
    if (form.getAll(name).length > 1) throw new OAuthError("invalid_request", `Parameter ${name} is repeated.`);
    if (value !== "") params[name] = value;
  }
  return params;
}

function fromJson(body: string): Params {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new OAuthError("invalid_request", "The body is not valid JSON.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new OAuthError("invalid_request", "The body must be a JSON object.");
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== "string") throw new OAuthError("invalid_request", `Parameter ${name} must be a string.`);
    // Half a surrogate pair is no Unicode text; a form cannot carry one.
    if (/\p{Surrogate}/u.test(name) || /\p{Surrogate}/u.test(value)) {
      throw new OAuthError("invalid_request", `Parameter ${JSON.stringify(name)} holds an unpaired UTF-16 surrogate.`);
    }
    if (value !== "") params[name] = value;
  }
  return params;
}

export function required(params: Params, name: string): string {
  const value = params[name];
  if (value === undefined) throw new OAuthError("invalid_request", `Parameter ${name} is missing.`);
  return value;
}

/** What an audit entry says of the request that caused it; a standalone server knows neither. */
export interface RequestSource {
  ip?: string;
  request_id?: string;
}

/** The caller's IP as the engine passes it: `routes.fetch(request, { clientIp })`. */
export function clientIp(c: Context): string | undefined {
  const env: unknown = c.env;
  const ip = typeof env === "object" && env !== null && "clientIp" in env ? env.clientIp : undefined;
  return typeof ip === "string" ? ip : undefined;
}

export function requestSource(c: Context): RequestSource {
  const ip = clientIp(c);
  const requestId: unknown = c.get("requestId");
  return { ...(ip && { ip }), ...(typeof requestId === "string" && { request_id: requestId }) };
}

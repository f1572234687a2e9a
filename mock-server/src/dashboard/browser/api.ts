import type { ClientConfig } from "../client-config";

/**
 * The page's configuration, and its calls to the server's own origin: the sandbox API as is, the
 * public API with the configured key, or with the browser's session when the key is null.
 */
export const config: ClientConfig = JSON.parse(document.getElementById("lps-config")?.textContent ?? "null");

/** One entry of a problem's `errors[]`: what is wrong, at which JSON pointer. */
export interface Issue {
  pointer: string;
  message: string;
}

/** problem+json (RFC 9457) or an OAuth error (RFC 6749 §5.2); every member may be missing. */
export interface Problem {
  title?: string;
  detail?: string;
  code?: string;
  request_id?: string;
  errors?: Issue[];
  error?: string;
  error_description?: string;
  known_cities?: string[];
}

/** An answer: its parsed body when it succeeded, else the problem (null when it had no body). */
export type Result<T> = { ok: true; status: number; data: T } | Failure;
export type Failure = { ok: false; status: number; data: Problem | null };

/** A page of a public-API list. */
export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Query = Record<string, string | number | null | undefined>;

/**
 * The fetch options of one call. With a key it goes as a bearer token and no cookie is sent, as an
 * integrator's call; with a null key the browser's session cookie authenticates instead.
 */
export function requestInit(method: Method, body: unknown, apiKey: string | null | undefined): RequestInit {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (config?.ownRequestHeader) headers[config.ownRequestHeader] = "1";
  const withKey = typeof apiKey === "string";
  if (withKey) headers.Authorization = "Bearer " + apiKey;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return { method, headers, credentials: withKey ? "omit" : "same-origin", body: body === undefined ? undefined : JSON.stringify(body) };
}

// Never throws: a network failure becomes a problem the page shows like any other.
async function request<T>(path: string, init: RequestInit): Promise<Result<T>> {
  try {
    const response = await fetch(path, init);
    const data = await readBody(response);
    return response.ok ? { ok: true, status: response.status, data: data as T } : { ok: false, status: response.status, data: data as Problem | null };
  } catch (error) {
    return { ok: false, status: 0, data: { title: "Network error", detail: String((error instanceof Error && error.message) || error) } };
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { title: "Unreadable answer", detail: text.slice(0, 300) };
  }
}

/** The sandbox API, which answers loopback callers (and sends no key). */
export function sandbox<T>(method: Method, path: string, body?: unknown): Promise<Result<T>> {
  return request<T>("/__sandbox" + path, requestInit(method, body, undefined));
}

/** The server's own routes outside both APIs (`/session`, `/logout`): the browser's cookie, no key. */
export function ownRoute<T>(method: Method, path: string): Promise<Result<T>> {
  return request<T>(path, requestInit(method, undefined, null));
}

export function publicApi<T>(method: Method, path: string, body?: unknown): Promise<Result<T>> {
  return request<T>("/v1" + path, requestInit(method, body, config.apiKey));
}

/**
 * The organisation whose records the sandbox pages show: the signed-in one, or null for the
 * operator's view of every organisation (the demo key's page, as the sandbox answers by default).
 * A filter for the page's convenience, not a boundary: the sandbox answers any loopback caller.
 */
let scopedOrganization: string | null = null;

export function scopeTo(organizationId: string | null): void {
  scopedOrganization = organizationId;
}

/** The organisation the Users and SSO pages manage: the signed-in one, else the demo one. */
export function managedOrganization(): string {
  return scopedOrganization ?? config.demoOrganizationId;
}

/** Whether a record of `organizationId` belongs on the page (every record in the operator's view). */
export function inScope(organizationId: string | undefined): boolean {
  return scopedOrganization === null || organizationId === scopedOrganization;
}

/** A sandbox read's query, narrowed to the signed-in organisation. */
export function scopedQuery(params: Query = {}): string {
  return queryString({ ...params, organization_id: scopedOrganization });
}

/** A sandbox write's body, made in the signed-in organisation. */
export function scopedBody(body: Record<string, unknown>): Record<string, unknown> {
  return scopedOrganization === null ? body : { ...body, organization_id: scopedOrganization };
}

/** Sandbox lists may come bare or wrapped like the public API's pages. */
export function listOf<T>(data: T[] | { data?: T[] } | null): T[] {
  if (Array.isArray(data)) return data;
  return data && Array.isArray(data.data) ? data.data : [];
}

export function queryString(params: Query): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "") query.set(name, String(value));
  }
  const text = query.toString();
  return text ? "?" + text : "";
}

export type Pages<T> = { ok: true; items: T[]; complete: boolean } | { ok: false; result: Failure; items: T[] };

/** Follows next_cursor until the list ends or `maxPages`; says whether it stopped early. */
export async function fetchPages<T>(path: string, params: Query, maxPages: number): Promise<Pages<T>> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const result: Result<Page<T>> = await publicApi<Page<T>>("GET", path + queryString({ ...params, cursor }));
    if (!result.ok) return { ok: false, result, items };
    items.push(...result.data.data);
    cursor = result.data.next_cursor;
    if (!result.data.has_more) return { ok: true, items, complete: true };
  }
  return { ok: true, items, complete: false };
}

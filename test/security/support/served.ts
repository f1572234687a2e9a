import { startMockServer, type MockServer, type MockServerOptions } from "../../../mock-server/src/adapters/node/start-mock-server";

/** A reference server on a free port, with small helpers for the security suite. */
export interface Served {
  server: MockServer;
  /** JSON call to the server's root; `key` null sends no credential, undefined the demo key. */
  call(method: string, path: string, options?: { body?: unknown; key?: string | null; headers?: Record<string, string> }): Promise<{ status: number; json: any; headers: Headers }>;
  /** A sandbox API key with these scopes (and allowlist). */
  issueKey(scopes: string[], allowedIps?: string[]): Promise<{ id: string; key: string }>;
}

export const LEAD = {
  name: "Katherine Johnson",
  email: "katherine@example.com",
  phone: "+14155550101",
  preferences: { property_type: "residential", price_range: { min: 400_000, max: 800_000 } },
};

export async function serve(options: MockServerOptions = {}): Promise<Served> {
  const server = await startMockServer({ demoData: false, seed: 11, ...options });
  const call: Served["call"] = async (method, path, { body, key, headers = {} } = {}) => {
    const token = key === undefined ? server.apiKey : key;
    const response = await fetch(server.url + path, {
      method,
      headers: {
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: response.status, json, headers: response.headers };
  };
  const issueKey: Served["issueKey"] = async (scopes, allowedIps) => {
    const { status, json } = await call("POST", "/__sandbox/api-keys", {
      key: null,
      body: { scopes, ...(allowedIps && { allowed_ips: allowedIps }) },
    });
    if (status !== 200) throw new Error(`could not issue a key: ${status} ${JSON.stringify(json)}`);
    return { id: json.id, key: json.key };
  };
  return { server, call, issueKey };
}

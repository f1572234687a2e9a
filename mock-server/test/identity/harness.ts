import { createEngine } from "../../src/adapters/node/create-engine";
import type { EngineOptions } from "../../src/engine/engine-types";
import type { Clock } from "../../src/domain/clock/clock";
import { frozenClock } from "../support/frozen-clock";

export const ORIGIN = "http://127.0.0.1:4010";

/** A browser's cookie jar for one origin: what Set-Cookie stores, the Cookie header sends back. */
export function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    take(response: Response): void {
      for (const line of response.headers.getSetCookie()) {
        const [pair = "", ...attributes] = line.split(";");
        const eq = pair.indexOf("=");
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
        if (expired || value === "") cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    get: (name: string) => cookies.get(name),
    set: (name: string, value: string) => void cookies.set(name, value),
    clear: () => cookies.clear(),
  };
}

export type Jar = ReturnType<typeof cookieJar>;

/** An engine on a frozen clock, called in process like a browser on loopback would. */
export async function identityEngine(options: Omit<EngineOptions, "clock"> & { clock?: Clock } = {}) {
  const clock = options.clock ?? frozenClock();
  const engine = createEngine({ seed: 7, ...options, clock });
  await engine.ready();

  async function call(path: string, init: RequestInit & { jar?: Jar; ip?: string } = {}): Promise<Response> {
    const { jar, ip = "127.0.0.1", ...rest } = init;
    const headers = new Headers(rest.headers);
    if (jar && jar.header()) headers.set("cookie", jar.header());
    const url = path.startsWith("http") ? path : ORIGIN + path;
    const response = await engine.fetch(new Request(url, { ...rest, headers, redirect: "manual" }), { clientIp: ip });
    jar?.take(response);
    return response;
  }

  /** Follows redirects on this origin, as a browser would, and stops at the first other one. */
  async function follow(path: string, jar: Jar, limit = 10): Promise<Response> {
    let response = await call(path, { jar });
    for (let i = 0; i < limit && [302, 303].includes(response.status); i++) {
      const next = new URL(response.headers.get("location") ?? "", ORIGIN);
      if (next.origin !== ORIGIN) return response;
      response = await call(next.pathname + next.search, { jar });
    }
    return response;
  }

  const json = async (path: string, body: unknown) =>
    call(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  /** Signs a browser in through the user picker of an organisation without SSO. */
  async function signInWithPicker(jar: Jar, userId: string, org = "demo-realty"): Promise<Response> {
    const page = await call(`/signin?org=${org}`, { jar });
    const handle = /name="handle" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
    const form = new URLSearchParams({ handle, user_id: userId });
    return call("/signin", {
      method: "POST",
      jar,
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: form.toString(),
    });
  }

  const auditActions = async () => {
    const response = await call("/__sandbox/audit-log?limit=100");
    const body = (await response.json()) as { data?: { action: string; resource_id: string | null; actor: string }[] };
    return body.data ?? [];
  };

  return { engine, clock, call, follow, json, signInWithPicker, auditActions };
}

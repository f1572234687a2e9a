import { cookieJar } from "../../../mock-server/test/identity/harness";
import type { Served } from "./served";

/**
 * A browser on the server's origin over loopback: it keeps cookies, follows no redirect, and
 * sends `Sec-Fetch-Site: same-origin` as a browser does for the server's own forms.
 */
export function browser(s: Served) {
  const jar = cookieJar();
  async function visit(path: string, init: { form?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { "sec-fetch-site": "same-origin" };
    if (jar.header()) headers.cookie = jar.header();
    const form = init.form && new URLSearchParams(init.form).toString();
    if (form !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
    const response = await fetch(s.server.url + path, { method: form === undefined ? "GET" : "POST", headers, body: form, redirect: "manual" });
    jar.take(response);
    return response;
  }

  /** Signs `userId` in through the user picker of `organizationId`. */
  async function signIn(userId: string, organizationId: string): Promise<void> {
    const page = await (await visit(`/signin?org=${organizationId}`)).text();
    const handle = /name="handle" value="([^"]+)"/.exec(page)?.[1] ?? "";
    const signedIn = await visit("/signin", { form: { handle, user_id: userId } });
    if (signedIn.status !== 303) throw new Error(`sign-in answered ${signedIn.status}`);
  }

  /** Answers the consent page the authorization request showed. */
  async function decide(consentPage: string, decision: "approve" | "deny"): Promise<Response> {
    const handle = /name="handle" value="([^"]+)"/.exec(consentPage)?.[1] ?? "";
    return visit("/oauth/authorize/decision", { form: { handle, decision } });
  }

  return { jar, visit, signIn, decide };
}

import { describe, expect, it } from "vitest";
import { createDashboard } from "../../src/dashboard";
import { readDashboardScript } from "../../src/dashboard/script-file";
import { OWN_REQUEST_HEADER } from "../../src/journal/journal-types";

const DEMO_KEY = "lps_sk_DemoKey0000000000000000000000_abc123";
const dashboard = createDashboard({ ownRequestHeader: OWN_REQUEST_HEADER, demoApiKey: () => DEMO_KEY, script: readDashboardScript });

const get = (path: string, headers?: HeadersInit) => dashboard.request(path, { headers });

function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

/** Every src/href/action in the HTML and every absolute URL in the script. */
const attributeUrls = (html: string) => [...html.matchAll(/\b(?:src|href|action)\s*=\s*"([^"]*)"/g)].map((m) => m[1]!);
const absoluteUrls = (text: string) => [...text.matchAll(/(?:https?:)?\/\/[\w.-]+(?::\d+)?[^\s'"<>)]*/g)].map((m) => m[0]);

describe("the dashboard page", () => {
  it("is HTML that is never cached, with a strict CSP whose nonce is fresh on every request", async () => {
    const [first, second] = await Promise.all([get("/dashboard"), get("/dashboard/")]);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toMatch(/^text\/html/);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.headers.get("referrer-policy")).toBe("no-referrer");
    expect(first.headers.get("x-frame-options")).toBe("DENY");

    const csp = directives(first.headers.get("content-security-policy")!);
    const nonce = csp.get("script-src")![0]!.match(/^'nonce-([A-Za-z0-9+/=]{22,})'$/)![1];
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("script-src")).toEqual([`'nonce-${nonce}'`]);
    expect(csp.get("style-src")).toEqual([`'nonce-${nonce}'`]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);

    const html = await first.text();
    const taggedNonces = [...html.matchAll(/<(?:script|link)\b[^>]*\bnonce="([^"]+)"/g)].map((m) => m[1]);
    expect(taggedNonces).toEqual([nonce, nonce]);
    expect(html).not.toMatch(/<script(?![^>]*\bnonce=)(?![^>]*type="application\/json")[^>]*>/);
  });

  it("loads nothing from another origin", async () => {
    const html = await (await get("/dashboard")).text();
    const urls = attributeUrls(html);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^(\/dashboard\/|#|data:,$)/);
    expect(absoluteUrls(html)).toEqual([]);
  });

  it("embeds the demo key, read per request", async () => {
    let key = DEMO_KEY;
    const app = createDashboard({ ownRequestHeader: OWN_REQUEST_HEADER, demoApiKey: () => key });
    expect(await (await app.request("/dashboard")).text()).toContain(`"apiKey":"${DEMO_KEY}"`);
    key = "lps_sk_AfterReset000000000000000000_def456";
    expect(await (await app.request("/dashboard")).text()).toContain(`"apiKey":"${key}"`);
  });

  it("embeds a null key when the host says the page rides on the browser's session", async () => {
    const app = createDashboard({ ownRequestHeader: OWN_REQUEST_HEADER, demoApiKey: (request) => (request.headers.has("cookie") ? null : DEMO_KEY) });
    expect(await (await app.request("/dashboard", { headers: { cookie: "session=1" } })).text()).toContain(`"apiKey":null`);
    expect(await (await app.request("/dashboard")).text()).toContain(`"apiKey":"${DEMO_KEY}"`);
  });

  it("cannot be broken out of by the embedded configuration", async () => {
    const hostile = createDashboard({ ownRequestHeader: OWN_REQUEST_HEADER, demoApiKey: () => "</script><script>alert(1)</script><!--" });
    const html = await (await hostile.request("/dashboard")).text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<!--");
    const block = html.match(/<script type="application\/json" id="lps-config">(.*?)<\/script>/s)![1]!;
    expect(JSON.parse(block).apiKey).toBe("</script><script>alert(1)</script><!--");
  });

  it("hands the script the contract's scopes, types, statuses and events, not copies", async () => {
    const html = await (await get("/dashboard")).text();
    const config = JSON.parse(html.match(/id="lps-config">(.*?)<\/script>/s)![1]!);
    expect(Object.keys(config.scopes).sort()).toEqual(["analytics.read", "leads.read", "leads.write", "properties.read", "properties.write"]);
    expect(config.propertyTypes).toContain("residential");
    expect(config.leadStatuses).toEqual(["new", "nurturing", "qualified"]);
    expect(config.webhookEvents).toContain("lead.qualified");
    expect(config.plans.map((p: { id: string }) => p.id)).toEqual(["basic", "professional", "enterprise"]);
  });
});

describe("the dashboard assets", () => {
  it("serve the script and the stylesheet with revalidation and ETags", async () => {
    for (const [path, type] of [["/dashboard/assets/dashboard.js", "text/javascript"], ["/dashboard/assets/dashboard.css", "text/css"]] as const) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(new RegExp(`^${type}`));
      expect(response.headers.get("cache-control")).toBe("no-cache");
      const tag = response.headers.get("etag")!;
      expect(tag).toMatch(/^"[0-9a-f]+"$/);
      expect((await get(path, { "If-None-Match": tag })).status).toBe(304);
    }
  });

  it("answer 404 for an unknown asset", async () => {
    expect((await get("/dashboard/assets/missing.js")).status).toBe(404);
  });

  it("answer 404 for the script on a host that has no bundle (as under MSW)", async () => {
    const bare = createDashboard({ ownRequestHeader: OWN_REQUEST_HEADER, demoApiKey: () => DEMO_KEY });
    expect((await bare.request("/dashboard/assets/dashboard.js")).status).toBe(404);
    expect((await bare.request("/dashboard")).status).toBe(200);
  });

  it("reach no other origin: the stylesheet imports nothing, the script only names the SVG namespace and placeholders", async () => {
    const css = await (await get("/dashboard/assets/dashboard.css")).text();
    expect(css).not.toMatch(/url\(|@import|\/\//);
    const dashboardScript = await (await get("/dashboard/assets/dashboard.js")).text();
    const allowed = [/^http:\/\/www\.w3\.org\/2000\/svg$/, /^https?:\/\/(127\.0\.0\.1|[\w.-]+\.example\.com)[/:]/];
    for (const url of absoluteUrls(dashboardScript)) expect(allowed.some((pattern) => pattern.test(url)), url).toBe(true);
    expect(dashboardScript).not.toMatch(/\bimport\s*\(|importScripts|new WebSocket|sendBeacon/);
  });

  it("is one classic script that parses: no module syntax, nothing left to load", async () => {
    const dashboardScript = await (await get("/dashboard/assets/dashboard.js")).text();
    expect(dashboardScript.length).toBeGreaterThan(10_000);
    expect(() => new Function(dashboardScript)).not.toThrow();
  });
});

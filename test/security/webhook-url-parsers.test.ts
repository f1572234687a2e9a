import { describe, expect, it } from "vitest";
import { validateWebhookUrl } from "../../mock-server/src/webhooks/url-policy";

// Issue 23 item 15: URLs that other parsers read differently from ours are refused, e.g.
// "https://example.com\@127.0.0.1/": WHATWG reads host example.com, Python's urllib 127.0.0.1.

const policy = { allowLoopbackHttp: false };
const reasonFor = (url: string) => {
  const verdict = validateWebhookUrl(url, policy);
  return verdict.ok ? "accepted" : verdict.reason;
};

describe("webhook URLs that parsers disagree on", () => {
  it.each([
    ["https://example.com\\@127.0.0.1/", "\\"],
    ["https://example.com\\\\evil.example/", "\\"],
    ["https://example.com/hooks\\x", "\\"],
    ["https://example.com/a b", " "],
    ["https://example.com/\thooks", "\t"],
    ["https://exa\nmple.com/", "\n"],
    ["https://example.com/{id}", "{"],
    ["https://example.com/a|b", "|"],
    ["https://example.com/`", "`"],
    ['https://example.com/"', '"'],
    ["https://bücher.example/", "ü"],
    ["https://example.com/\u00a0", "\u00a0"],
  ])("refuses %j, naming the character", (url, char) => {
    expect(reasonFor(url)).toBe(`the character ${JSON.stringify(char)} is not allowed: URL parsers disagree on what it means`);
  });

  it("refuses percent-encoding in a host name", () => {
    expect(reasonFor("https://%65xample.com/")).toMatch(/percent-encoding in the host/);
  });

  it.each(["https://example.com/hooks", "https://hooks.example.com:8443/a/b?x=1&y=%20z#frag", "https://example.com/~user/(1)"])(
    "accepts %s (the test is not vacuous)",
    (url) => expect(reasonFor(url)).toBe("accepted"),
  );
});

import { describe, expect, it } from "vitest";
import { fingerprint, isSecretName, snakeName } from "../../src/journal/secret-text";
import { redactCredential, redactText, redactUrl, redactValue } from "../../src/journal/secret-text";

const KEY = "lps_sk_abcdefghijklmnopqrstuvwxyzABCDEF_a1b2c3";
const JWT = "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1c3JfZGVtbyJ9.c2lnbmF0dXJl";

describe("credentials in text", () => {
  it("fingerprints every credential shape the server issues, wherever it stands", () => {
    for (const secret of [KEY, "lps_cs_Ab-_9", "lps_ac_x", "lps_rt_abc", "whsec_abcdefghijklmnopqrstuvwxyz012345", JWT]) {
      expect(redactValue(`before ${secret} after`)).toBe(`before ${fingerprint(secret)} after`);
      expect(redactValue(`/v1/leads/${secret}`)).toBe(`/v1/leads/${fingerprint(secret)}`);
    }
    expect(redactValue(`Bearer opaque`)).toBe(`Bearer ${fingerprint("opaque")}`);
  });

  it("leaves ids, shapes alone, prose and challenges as they are", () => {
    for (const data of [
      "lead_3hT9wQz1LmV8rKx2",
      "key_7bdfTeTo8CNeVpst",
      "an API key is `lps_sk_` followed by 32 letters or digits",
      "lps_session",
      "Use the Bearer scheme.",
      'Bearer realm="lps", error="invalid_token"',
      'Basic realm="lps"',
      "heyJoe.example.com",
      "cur_1763794243000.2391",
      "http://127.0.0.1:8080/callback?state=st&plain=1",
    ]) {
      expect(redactValue(data)).toBe(data);
      expect(redactText(data, true)).toBe(data);
    }
    expect(redactText("Send your Bearer credentials, or Basic credentials.", true)).toBe("Send your Bearer credentials, or Basic credentials.");
  });

  it("fingerprints credential members and pairs of a text that is no JSON, by any spelling", () => {
    const text = '{"client_secret":"a","clientSecret":"b","api-key":"c","code":"d","name":"x","note":"x?token=e&y=1",}';
    const sent = redactText(text, true);
    for (const [name, value] of [["client_secret", "a"], ["clientSecret", "b"], ["api-key", "c"], ["code", "d"]]) expect(sent).toContain(`"${name}":"${fingerprint(value!)}"`);
    expect(sent).toContain(`"name":"x"`);
    expect(sent).toContain(`x?token=${fingerprint("e")}&y=1`);
    // In an answer, `code` is a problem's code.
    expect(redactText(text, false)).toContain(`"code":"d"`);
    expect(redactText("grant_type=refresh_token&refresh_token=r%2B1&client_id=cli_1", true)).toBe(`grant_type=refresh_token&refresh_token=${fingerprint("r+1")}&client_id=cli_1`);
    expect(redactText(`{"authorization":"Bearer opaque_value_of_twenty_chars"}`, true)).toBe(`{"authorization":"Bearer ${fingerprint("opaque_value_of_twenty_chars")}"}`);
  });

  it("fingerprints a URL's credential parameters and password in place, not re-encoded", () => {
    expect(redactUrl("https://u:p%40ss@h.example/cb?code=c1&state=a%20b#access_token=t1")).toBe(
      `https://u:${fingerprint("p@ss")}@h.example/cb?code=${fingerprint("c1")}&state=a%20b#access_token=${fingerprint("t1")}`,
    );
    expect(redactValue(`see http://x/hook?api_key=abc and more`)).toBe(`see http://x/hook?api_key=${fingerprint("abc")} and more`);
  });

  it("keeps an Authorization header's scheme and fingerprints the credential alone", () => {
    expect(redactCredential(`Bearer ${KEY}`)).toBe(`Bearer ${fingerprint(KEY)}`);
    expect(redactCredential("Basic Y2xpOnNlY3JldA==")).toBe(`Basic ${fingerprint("Y2xpOnNlY3JldA==")}`);
    expect(redactCredential(KEY)).toBe(fingerprint(KEY));
  });

  it("reads camelCase, PascalCase and kebab names as snake_case", () => {
    expect(["clientSecret", "ClientSecret", "client-secret", "APIKey", "apiKey", "accessToken", "x-refresh-token", "newPassword"].map(snakeName)).toEqual([
      "client_secret", "client_secret", "client_secret", "api_key", "api_key", "access_token", "x_refresh_token", "new_password",
    ]);
    expect(isSecretName("refreshToken", false)).toBe(true);
    expect(isSecretName("tokenType", false)).toBe(false);
    expect(isSecretName("code", false)).toBe(false);
    expect(isSecretName("code", true)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateApiKey } from "../../src/auth/api-key-format";
import { seededRandom } from "../../src/store/ids";
import { type Harness, harness } from "../http/harness";

// The README's curl, run with its placeholder, was told to "use the Bearer scheme" (it did).
let h: Harness;
beforeAll(async () => {
  h = await harness({ apiKeys: ["ci-secret-1"] });
});
afterAll(() => h.engine.close());

const detailFor = async (authorization: string) => {
  const answer = await h.call("GET", "/v1/leads", { key: null, headers: { authorization } });
  expect(answer.status).toBe(401);
  expect(answer.json.code).toBe("invalid_token");
  return answer.json.detail as string;
};

describe("a credential that is not a key", () => {
  it("says the README's placeholder is not a well-formed API key", async () => {
    const detail = await detailFor("Bearer <demo API key>");
    expect(detail).toMatch(/not a well-formed API key/);
    expect(detail).toMatch(/lps_sk_/);
    expect(detail).toMatch(/placeholder/);
    expect(detail).not.toMatch(/Bearer scheme/);
  });

  it.each(["Bearer <key>", "Bearer my-key", "bearer 12345"])("says %j is not a well-formed API key", async (header) => {
    expect(await detailFor(header)).toMatch(/not a well-formed API key or access token \(an API key is `lps_sk_`/);
  });

  it("asks for a credential after a bare Bearer", async () => {
    expect(await detailFor("Bearer")).toMatch(/needs a credential/);
  });

  it("still names the scheme when another one is used", async () => {
    expect(await detailFor("Basic dXNlcjpwYXNz")).toBe("The Authorization header must use the Bearer scheme.");
  });

  it("calls a well-formed but unknown key or token unknown", async () => {
    expect(await detailFor(`Bearer ${generateApiKey(seededRandom(99))}`)).toBe("The API key or access token is unknown, revoked or invalid.");
    expect(await detailFor("Bearer eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln")).toBe("The API key or access token is unknown, revoked or invalid.");
  });

  it("accepts a key registered verbatim, whatever its shape", async () => {
    expect((await h.call("GET", "/v1/leads", { key: "ci-secret-1" })).status).toBe(200);
  });
});

import * as z from "zod/mini";
import { ALL_SCOPES } from "./scopes";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

/**
 * RFC 6749 §3.1.2: absolute, no fragment. RFC 9700 §2.1 and RFC 8252 §7: https, plain http only
 * on a loopback host, or a private-use scheme in reverse-domain form for native apps.
 */
export function redirectUriProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be an absolute URI";
  }
  if (value.includes("#")) return "must not contain a fragment";
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:") {
    return LOOPBACK_HOSTS.has(url.hostname) ? undefined : "http is allowed on loopback hosts only";
  }
  return url.protocol.slice(0, -1).includes(".")
    ? undefined
    : "must use https, loopback http or a reverse-domain private-use scheme";
}

const redirectUri = z.string().check(
  z.superRefine((value, ctx) => {
    const problem = redirectUriProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
);

export const clientInputSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  redirect_uris: z.array(redirectUri).check(z.minLength(1), z.maxLength(10)),
  scopes: z.optional(
    z.pipe(
      z.array(z.enum(ALL_SCOPES as [string, ...string[]])).check(z.minLength(1)),
      z.transform((scopes: string[]) => [...new Set(scopes)]),
    ),
  ),
  confidential: z.optional(z.boolean()),
  auto_approve: z.optional(z.boolean()),
  organization_id: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});

export type ClientInput = z.output<typeof clientInputSchema>;

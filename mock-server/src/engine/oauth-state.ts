import * as z from "zod/mini";
import { ROLES } from "../domain/organization";
import { toValidationIssues } from "../contract/validation-issue";
import type { Identity } from "../identity/identity";
import type { OAuthServer, OAuthState } from "../oauth";
import type { ModuleStateHooks } from "./engine-types";

const SHA256_HEX = z.string().check(z.minLength(1));

const oauthStateSchema = z.strictObject({
  clients: z.array(
    z.strictObject({
      client_id: z.string().check(z.minLength(1)),
      name: z.string(),
      redirect_uris: z.array(z.string()),
      scopes: z.array(z.string()),
      confidential: z.boolean(),
      auto_approve: z.boolean(),
      organization_id: z.optional(z.string().check(z.minLength(1))),
      created_at: z.string(),
      secretHash: z.optional(SHA256_HEX),
    }),
  ),
  grants: z.array(
    z.strictObject({
      id: z.string().check(z.minLength(1)),
      clientId: z.string().check(z.minLength(1)),
      subject: z.string(),
      organizationId: z.optional(z.string().check(z.minLength(1))),
      authTime: z.optional(z.number().check(z.int(), z.gte(0))),
      scopes: z.array(z.string()),
      revoked: z.boolean(),
      refreshHash: z.optional(SHA256_HEX),
    }),
  ),
  refresh_tokens: z.array(z.tuple([SHA256_HEX, z.string().check(z.minLength(1))])),
  /** Client ids drawn from the seeded stream, so a reloaded seeded server never repeats one. */
  id_draws: z.number().check(z.int(), z.gte(0)),
  /** Users and the built-in provider's test users. Sessions are not kept: see docs/identity.md. */
  identity: z.optional(
    z.strictObject({
      users: z.array(
        z.strictObject({
          id: z.string().check(z.minLength(1)),
          email: z.string().check(z.minLength(1)),
          name: z.string(),
          role: z.enum(ROLES),
          organization_id: z.string().check(z.minLength(1)),
          created_at: z.string(),
        }),
      ),
      idp_users: z.array(
        z.strictObject({ sub: z.string().check(z.minLength(1)), email: z.string().check(z.minLength(1)), name: z.string(), groups: z.array(z.string()) }),
      ),
    }),
  ),
});

/**
 * The OAuth server's part of a snapshot: clients (with secret hashes) and grants. `draws` counts
 * seeded client-id draws; `skipDraws` moves a fresh stream past them.
 */
export function oauthStateHooks(
  server: OAuthServer,
  identity: Pick<Identity, "exportState" | "importState">,
  ids: { draws(): number; skip(count: number): void },
): ModuleStateHooks {
  return {
    export: async () => ({ ...(await server.exportState()), id_draws: ids.draws(), identity: identity.exportState() }),
    check(state, pointer) {
      const parsed = oauthStateSchema.safeParse(state);
      return parsed.success ? [] : toValidationIssues(parsed.error.issues, state, pointer);
    },
    async import(state) {
      const { id_draws, identity: people, ...rest } = oauthStateSchema.parse(state);
      await server.importState(rest as OAuthState);
      identity.importState(people ?? { users: [], idp_users: [] });
      ids.skip(id_draws);
    },
  };
}

import { z } from "zod";
import { toValidationIssues } from "../contract/validation-issue";
import type { Identity } from "../identity/identity";
import type { OAuthServer, OAuthState } from "../oauth";
import type { ModuleStateHooks } from "./engine-module";

const SHA256_HEX = z.string().min(1);

const oauthStateSchema = z.strictObject({
  clients: z.array(
    z.strictObject({
      client_id: z.string().min(1),
      name: z.string(),
      redirect_uris: z.array(z.string()),
      scopes: z.array(z.string()),
      confidential: z.boolean(),
      auto_approve: z.boolean(),
      organization_id: z.string().min(1).optional(),
      created_at: z.string(),
      secretHash: SHA256_HEX.optional(),
    }),
  ),
  grants: z.array(
    z.strictObject({
      id: z.string().min(1),
      clientId: z.string().min(1),
      subject: z.string(),
      organizationId: z.string().min(1).optional(),
      authTime: z.number().int().min(0).optional(),
      scopes: z.array(z.string()),
      revoked: z.boolean(),
      refreshHash: SHA256_HEX.optional(),
    }),
  ),
  refresh_tokens: z.array(z.tuple([SHA256_HEX, z.string().min(1)])),
  /** Client ids drawn from the seeded stream, so a reloaded seeded server never repeats one. */
  id_draws: z.number().int().min(0),
  /** Users and the built-in provider's test users. Sessions are not kept: see docs/identity.md. */
  identity: z
    .strictObject({
      users: z.array(
        z.strictObject({
          id: z.string().min(1),
          email: z.string().min(1),
          name: z.string(),
          role: z.enum(["owner", "admin", "developer", "viewer"]),
          organization_id: z.string().min(1),
          created_at: z.string(),
        }),
      ),
      idp_users: z.array(
        z.strictObject({ sub: z.string().min(1), email: z.string().min(1), name: z.string(), groups: z.array(z.string()) }),
      ),
    })
    .optional(),
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

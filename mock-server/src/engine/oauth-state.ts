import * as v from "valibot";
import { ROLES } from "../domain/organization";
import { toValidationIssues } from "../contract/validation-issue";
import { lengthCheck } from "../contract/valibot-checks";
import { type Node, objectNode } from "../contract/valibot-nodes";
import { optionalNode, valuesNode } from "../contract/valibot-wrappers";
import type { Identity } from "../modules/identity/identity";
import type { OAuthServer, OAuthState } from "../modules/oauth";
import { redirectUrisIssues } from "../modules/oauth/core/client-input";
import type { ModuleStateHooks } from "./engine-types";

// The contract validator's schemas, so that a bad snapshot is reported as a bad request body is.
const strict = (shape: Record<string, Node>) => objectNode(shape, "strict");
const text = () => v.string() as Node;
const nonEmpty = () => v.pipe(v.string(), lengthCheck("min_length", 1) as never) as Node;
const texts = () => v.array(v.string()) as Node;
const count = () => v.pipe(v.number(), v.integer(), v.minValue(0)) as Node;
const SHA256_HEX = nonEmpty;

const oauthStateSchema = strict({
  clients: v.array(
    strict({
      client_id: nonEmpty(),
      name: text(),
      redirect_uris: texts(),
      scopes: texts(),
      confidential: v.boolean() as Node,
      auto_approve: v.boolean() as Node,
      organization_id: optionalNode(nonEmpty()),
      created_at: text(),
      secretHash: optionalNode(SHA256_HEX()),
    }),
  ) as Node,
  grants: v.array(
    strict({
      id: nonEmpty(),
      clientId: nonEmpty(),
      subject: text(),
      organizationId: optionalNode(nonEmpty()),
      authTime: optionalNode(count()),
      scopes: texts(),
      revoked: v.boolean() as Node,
      refreshHash: optionalNode(SHA256_HEX()),
    }),
  ) as Node,
  /** Pairs of a refresh token's hash and its grant id. */
  // valibot's own length checks, which measure only a list: a string pair is not also too short.
  refresh_tokens: v.array(v.pipe(v.array(nonEmpty()), v.minLength(2), v.maxLength(2))) as Node,
  /** Client ids drawn from the seeded stream, so a reloaded seeded server never repeats one. */
  id_draws: count(),
  /** Users and the built-in provider's test users. Sessions are not kept: see docs/identity.md. */
  identity: optionalNode(
    strict({
      users: v.array(
        strict({
          id: nonEmpty(),
          email: nonEmpty(),
          name: text(),
          role: valuesNode(ROLES),
          organization_id: nonEmpty(),
          created_at: text(),
        }),
      ) as Node,
      idp_users: v.array(strict({ sub: nonEmpty(), email: nonEmpty(), name: text(), groups: texts() })) as Node,
      /** Which user each SSO account (issuer, sub) signs in as. */
      sso_links: optionalNode(v.array(strict({ organization_id: nonEmpty(), issuer: nonEmpty(), sub: nonEmpty(), user_id: nonEmpty() })) as Node),
    }),
  ),
});

type OAuthStateSnapshot = OAuthState & { id_draws: number; identity?: Parameters<Identity["importState"]>[0] };

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
      const parsed = v.safeParse(oauthStateSchema, state);
      if (!parsed.success) return toValidationIssues(parsed.issues as never, state, pointer);
      // A redirect URI saved before registration refused userinfo and rewritten forms is refused
      // here too, naming it: restoring it would send codes somewhere the consent page does not say.
      const { clients } = parsed.output as OAuthStateSnapshot;
      return clients.flatMap((client, i) => redirectUrisIssues(client.redirect_uris, `${pointer}/clients/${i}`));
    },
    async import(state) {
      const { id_draws, identity: people, ...rest } = v.parse(oauthStateSchema, state) as OAuthStateSnapshot;
      await server.importState(rest as OAuthState);
      identity.importState(people ?? { users: [], idp_users: [] });
      ids.skip(id_draws);
    },
  };
}

import type { Clock } from "../../../domain/clock/clock";
import { CLIENT_ID_BYTES, PREFIX, TOKEN_BYTES } from "../defaults";
import type { CreatedOAuthClient, OAuthClientView } from "../types";
import { randomToken, sha256, timingSafeEqual, type RandomBytes } from "./bytes";
import type { ClientInput } from "./client-input";
import { ALL_SCOPES } from "./scopes";

/** A registered client as stored: the secret only as its SHA-256 (it is 256 random bits). */
export interface ClientRecord extends OAuthClientView {
  secretHash?: string;
}

export type ClientRegistry = ReturnType<typeof createClientRegistry>;

export function createClientRegistry(clock: Clock, random: { ids: RandomBytes; secrets: RandomBytes }) {
  const clients = new Map<string, ClientRecord>();
  const view = ({ secretHash: _secret, ...client }: ClientRecord): OAuthClientView => client;

  return {
    async create(input: ClientInput & { organization_id: string }): Promise<{ record: ClientRecord; created: CreatedOAuthClient }> {
      const confidential = input.confidential ?? true;
      const secret = confidential ? randomToken(random.secrets, TOKEN_BYTES, PREFIX.clientSecret) : undefined;
      const record: ClientRecord = {
        client_id: randomToken(random.ids, CLIENT_ID_BYTES, PREFIX.clientId),
        name: input.name,
        redirect_uris: [...input.redirect_uris],
        scopes: input.scopes ?? [...ALL_SCOPES],
        confidential,
        auto_approve: input.auto_approve ?? false,
        organization_id: input.organization_id,
        created_at: new Date(clock.now()).toISOString(),
        ...(secret && { secretHash: await sha256(secret) }),
      };
      clients.set(record.client_id, record);
      return { record, created: { ...view(record), ...(secret && { client_secret: secret }) } };
    },
    get: (clientId: string) => clients.get(clientId),
    list: () => [...clients.values()].map(view),
    records: () => [...clients.values()],
    secretHashMatches(client: ClientRecord, secretHash: string): boolean {
      return client.secretHash !== undefined && timingSafeEqual(secretHash, client.secretHash);
    },
    restore: (record: ClientRecord) => void clients.set(record.client_id, record),
    clear: () => clients.clear(),
  };
}

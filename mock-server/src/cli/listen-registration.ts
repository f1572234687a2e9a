import { CommandFailure, type ServerClient } from "./server-client";

/** The webhook `lps-mock listen` registers, and how it goes away again. */
export interface Registration {
  id: string;
  secret: string;
  /** Deletes the webhook, then the key listen made for it; resolves with the line to print. */
  remove(): Promise<string>;
}

interface Access {
  key: string;
  /** True when listen made the key: a sandbox key of the default workspace, as any other it makes. */
  made: boolean;
  revoke(): Promise<void>;
}

const statusOf = (error: unknown) => (error instanceof CommandFailure ? error.status : undefined);

/** False when there was nothing to delete any more: a reset, a state load or a hand removed it first. */
async function deleted(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch (error) {
    if (statusOf(error) === 404) return false;
    throw error;
  }
}

async function sandboxKey(server: ServerClient): Promise<Access> {
  const made = await server.call<{ id: string; key: string }>("POST", "/__sandbox/api-keys", { name: "lps-mock listen" });
  return { key: made.key, made: true, revoke: async () => void (await deleted(server.call("DELETE", `/__sandbox/api-keys/${made.id}`))) };
}

/** Registers `url` for `events` with the given key, or with a sandbox key made for this run of listen. */
export async function register(server: ServerClient, givenKey: string | undefined, webhook: { url: string; events: string[]; description?: string }): Promise<Registration> {
  const access: Access = givenKey ? { key: givenKey, made: false, revoke: async () => undefined } : await sandboxKey(server);
  const auth = (key: string) => ({ authorization: `Bearer ${key}` });
  let made: { id: string; secret: string };
  try {
    made = await server.call<{ id: string; secret: string }>("POST", "/v1/webhooks", webhook, auth(access.key));
  } catch (error) {
    await access.revoke().catch(() => undefined);
    throw error;
  }
  const deleteWith = (key: string) => deleted(server.call("DELETE", `/v1/webhooks/${made.id}`, undefined, auth(key)));

  /** True when the webhook was deleted now, false when it was already gone. */
  async function deleteWebhook(): Promise<boolean> {
    try {
      return await deleteWith(access.key);
    } catch (error) {
      if (statusOf(error) !== 401) throw error;
      // The key is gone. A reset or a state load drops the webhook with it; a key revoked by hand
      // leaves the webhook behind. Listen's own key can be replaced to tell which; a given one cannot.
      if (!access.made) {
        throw new CommandFailure(`the server no longer knows the API key the webhook ${made.id} was registered with (was the server reset, or the key revoked?); it may still be registered`);
      }
      const fresh = await sandboxKey(server);
      try {
        return await deleteWith(fresh.key);
      } finally {
        await fresh.revoke();
      }
    }
  }

  return {
    ...made,
    async remove() {
      const removed = await deleteWebhook();
      await access.revoke();
      return removed
        ? "Stopped; the webhook registration was deleted."
        : `Stopped; the webhook registration ${made.id} was already gone from the server (deleted, or the server was reset).`;
    },
  };
}

import { generateWebhookSecret } from "@lps/sdk/webhooks";
import { toIso } from "../domain/clock/iso";
import type { components } from "@lps/sdk";
import { DomainError, invalid, notFound } from "../domain/domain-error";
import type { Page, PageQuery } from "../store/collection";
import type { SigningSecret, Webhook, WebhookDelivery } from "../store/data-store";
import { type WebhookDispatcher, validateWebhookUrl } from "../webhooks";
import type { UrlPolicyOptions } from "../webhooks/url-policy";
import type { ServiceDeps } from "./service-deps";

type Schemas = components["schemas"];

export interface WebhookServiceOptions {
  /** The receiver URL policy as it stands now (sandbox mode, where this server listens). */
  urlPolicy(): UrlPolicyOptions;
  /** The live dispatcher (replaced on reset). */
  dispatcher(): WebhookDispatcher;
}

export function createWebhookService({ data, clock, ids }: ServiceDeps, { urlPolicy, dispatcher }: WebhookServiceOptions) {
  function find(id: string): Webhook {
    const webhook = data.webhooks.get(id);
    if (!webhook) throw notFound("webhook endpoint", id);
    return webhook;
  }

  return {
    /** `owner`: the credential that registered it, whose scopes decide which events it receives. */
    create(input: Schemas["WebhookCreate"], owner?: string): Schemas["WebhookWithSecret"] {
      const verdict = validateWebhookUrl(input.url, urlPolicy());
      if (!verdict.ok) {
        throw invalid([{ pointer: "/url", message: verdict.reason, expected: "an https URL on a public host" }]);
      }
      const now = toIso(clock.now());
      const webhook: Webhook = {
        id: ids("wh"),
        url: input.url,
        events: input.events,
        description: input.description ?? null,
        status: "enabled",
        disabled_reason: null,
        created_at: now,
        updated_at: now,
      };
      // A caller-chosen secret (as Svix allows) lets a receiver be built before registration.
      const secret = input.secret ?? generateWebhookSecret();
      data.webhooks.insert(webhook);
      data.secrets.set(webhook.id, [{ secret }]);
      if (owner !== undefined) data.webhookOwners.set(webhook.id, owner);
      return { ...webhook, secret };
    },
    list: (page: Omit<PageQuery<Webhook>, "filter">): Page<Webhook> => data.webhooks.page(page),
    get: find,
    delete(id: string): Schemas["WebhookDeleted"] {
      find(id);
      data.webhooks.remove(id);
      data.secrets.delete(id);
      data.webhookOwners.delete(id);
      data.deliveries.drop(id);
      return { id, deleted: true };
    },
    rotateSecret(id: string, overlapSeconds: number): Schemas["WebhookRotated"] {
      const webhook = find(id);
      const now = clock.now();
      const expiresAt = now + overlapSeconds * 1000;
      // Only the secret being replaced keeps signing, as the contract's one previous_secret_expires_at
      // says: earlier ones retire now. Kept all, every rotation added a `v1=` entry to every
      // delivery's signature header until receivers refused it (431).
      const current = data.secrets.get(id)?.[0];
      const previous: SigningSecret[] = current && expiresAt > now ? [{ secret: current.secret, expiresAt }] : [];
      const secret = generateWebhookSecret();
      data.secrets.set(id, [{ secret }, ...previous]);
      const updated = data.webhooks.replace({ ...webhook, updated_at: toIso(now) });
      return { ...updated, secret, previous_secret_expires_at: toIso(expiresAt) };
    },
    deliveries(id: string, page: Omit<PageQuery<WebhookDelivery>, "filter">): Page<WebhookDelivery> {
      find(id);
      return data.deliveries.of(id).page(page);
    },
    redeliver(id: string, deliveryId: string): WebhookDelivery {
      find(id);
      const delivery = data.deliveries.of(id).get(deliveryId);
      if (!delivery) throw notFound("delivery of this endpoint", deliveryId);
      const result = dispatcher().redeliver(delivery);
      if (result.ok) return result.delivery;
      if (result.reason === "webhook_disabled") {
        throw new DomainError("webhook_disabled", "The endpoint is disabled; register it again to receive events.");
      }
      throw new DomainError("not_found", "The event of this delivery is no longer kept, so it cannot be sent again.");
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;

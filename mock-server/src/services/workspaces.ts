import { MATCH_LIMIT, QUALIFICATION_THRESHOLD } from "../domain";
import { type DataStore, createDataStore } from "../store/data-store";
import type { EngineEventBus } from "./event-bus";
import { type LeadService, createLeadService } from "./lead-service";
import { type MarketService, createMarketService } from "./market-service";
import { type PropertyService, createPropertyService } from "./property-service";
import type { ServiceDeps } from "./service-deps";
import { type WebhookService, type WebhookServiceOptions, createWebhookService } from "./webhook-service";

export interface Services {
  properties: PropertyService;
  leads: LeadService;
  webhooks: WebhookService;
  market: MarketService;
}

/**
 * One organisation's records and the services over them. Each organisation has its own store,
 * indexes included, so a lookup, a list, a lead match or a market analysis cannot reach another
 * organisation's records: isolation by construction rather than by a filter every query must
 * remember.
 */
export interface Workspace {
  readonly organizationId: string;
  readonly data: DataStore;
  readonly services: Services;
}

export interface Workspaces {
  /** The organisation's workspace, made empty on first use. */
  of(organizationId: string): Workspace;
  /** Workspaces made so far, in creation order. */
  all(): Workspace[];
  /** The workspace holding this webhook endpoint (ids are unique across organisations). */
  ofWebhook(webhookId: string): Workspace | undefined;
  clear(): void;
}

export interface WorkspaceOptions {
  scoringDelayMs: number;
  webhooks: WebhookServiceOptions;
}

/** Events of a workspace's services are emitted for its organisation. */
function organizationEvents(events: EngineEventBus, organizationId: string): EngineEventBus {
  return {
    subscribe: (listener) => events.subscribe(listener),
    emit: (type, data) => events.emit(type, data, organizationId),
  };
}

function createWorkspace(organizationId: string, shared: Omit<ServiceDeps, "data">, options: WorkspaceOptions): Workspace {
  const data = createDataStore();
  const deps: ServiceDeps = { ...shared, data, events: organizationEvents(shared.events, organizationId) };
  const leads = createLeadService(deps, {
    scoringDelayMs: options.scoringDelayMs,
    qualificationThreshold: QUALIFICATION_THRESHOLD,
    matchIdLimit: MATCH_LIMIT,
  });
  const services: Services = {
    properties: createPropertyService(deps, { rescoreLeads: (leadIds) => leadIds.forEach((id) => leads.rescore(id)) }),
    leads,
    webhooks: createWebhookService(deps, options.webhooks),
    market: createMarketService(deps),
  };
  return { organizationId, data, services };
}

export function createWorkspaces(shared: Omit<ServiceDeps, "data">, options: WorkspaceOptions): Workspaces {
  const byOrganization = new Map<string, Workspace>();
  return {
    of(organizationId) {
      let workspace = byOrganization.get(organizationId);
      if (!workspace) byOrganization.set(organizationId, (workspace = createWorkspace(organizationId, shared, options)));
      return workspace;
    },
    all: () => [...byOrganization.values()],
    ofWebhook(webhookId) {
      for (const workspace of byOrganization.values()) if (workspace.data.webhooks.get(webhookId)) return workspace;
      return undefined;
    },
    clear: () => byOrganization.clear(),
  };
}

import { createLeadIndex, createPropertyIndex, citySlug, type LeadIndex, type PropertyIndex } from "../domain";
import type { components } from "@lps/sdk";
import { type Collection, createCollection } from "./collection";

type Schemas = components["schemas"];
export type Property = Schemas["Property"];
export type Lead = Schemas["Lead"];
export type Message = Schemas["Message"];
export type Webhook = Schemas["Webhook"];
export type WebhookDelivery = Schemas["WebhookDelivery"];
export type LeadScoreReady = Schemas["LeadScoreReady"];

/** A secret that signs deliveries; a rotated-out one keeps signing until `expiresAt` (clock ms). */
export interface SigningSecret {
  secret: string;
  expiresAt?: number;
}

const createdAt = (record: { created_at: string }) => Date.parse(record.created_at);

/** Collections keyed by a parent id (a lead's messages, an endpoint's deliveries). */
function childCollections<T extends { id: string; created_at: string }>() {
  const byParent = new Map<string, Collection<T>>();
  return {
    of(parentId: string): Collection<T> {
      let collection = byParent.get(parentId);
      if (!collection) byParent.set(parentId, (collection = createCollection<T>(createdAt)));
      return collection;
    },
    /** Parents in the order first seen (state export). */
    *all(): IterableIterator<T> {
      for (const collection of byParent.values()) yield* collection.values();
    },
    drop: (parentId: string) => void byParent.delete(parentId),
    clear: () => byParent.clear(),
  };
}

/** Listings per city slug, so market analysis can tell an unknown city from an empty filter. */
function cityCounts() {
  const counts = new Map<string, number>();
  return {
    add(property: Property) {
      const slug = citySlug(property.location.city);
      counts.set(slug, (counts.get(slug) ?? 0) + 1);
    },
    has: (slug: string) => counts.has(slug),
    slugs: () => [...counts.keys()].sort(),
    clear: () => counts.clear(),
  };
}

/** Everything the service stores, in memory. */
export function createDataStore() {
  // Indexes are built when first read, then kept up to date by writes: loading the demo catalogue
  // or 100,000 leads from a state file skips them, and a reload drops them.
  let propertyIndex: PropertyIndex | undefined;
  let cities: ReturnType<typeof cityCounts> | undefined;
  let leadIndex: LeadIndex | undefined;
  const store = {
    properties: createCollection<Property>(createdAt),
    leads: createCollection<Lead>(createdAt),
    scores: new Map<string, LeadScoreReady>(),
    messages: childCollections<Message>(),
    webhooks: createCollection<Webhook>(createdAt),
    secrets: new Map<string, SigningSecret[]>(),
    /** The credential (Principal.credential) that registered each endpoint. */
    webhookOwners: new Map<string, string>(),
    deliveries: childCollections<WebhookDelivery>(),
    get cities() {
      if (!cities) {
        cities = cityCounts();
        for (const property of store.properties.values()) cities.add(property);
      }
      return cities;
    },
    get propertyIndex(): PropertyIndex {
      return (propertyIndex ??= createPropertyIndex(store.properties.values()));
    },
    get leadIndex(): LeadIndex {
      if (!leadIndex) {
        leadIndex = createLeadIndex();
        for (const lead of store.leads.values()) leadIndex.upsert(lead);
      }
      return leadIndex;
    },
    addProperty(property: Property): Property {
      store.properties.insert(property);
      propertyIndex?.upsert(property);
      cities?.add(property);
      return property;
    },
    loadLeads(leads: Lead[]): void {
      store.leads.load(leads);
      leadIndex = undefined;
    },
    loadProperties(properties: Property[]): void {
      store.properties.load(properties);
      propertyIndex = cities = undefined;
    },
    clear() {
      for (const part of [store.properties, store.leads, store.scores, store.messages, store.webhooks]) part.clear();
      for (const part of [store.secrets, store.webhookOwners, store.deliveries]) part.clear();
      propertyIndex = cities = leadIndex = undefined;
    },
  };
  return store;
}

export type DataStore = ReturnType<typeof createDataStore>;

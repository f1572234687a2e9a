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
export interface ChildCollections<T extends { id: string; created_at: string }> {
  of(parentId: string): Collection<T>;
  /** Every record of every parent, parents in the order first seen (state export). */
  all(): IterableIterator<T>;
  drop(parentId: string): void;
  clear(): void;
}

function childCollections<T extends { id: string; created_at: string }>(): ChildCollections<T> {
  const byParent = new Map<string, Collection<T>>();
  return {
    of(parentId) {
      let collection = byParent.get(parentId);
      if (!collection) byParent.set(parentId, (collection = createCollection<T>(createdAt)));
      return collection;
    },
    *all() {
      for (const collection of byParent.values()) yield* collection.values();
    },
    drop: (parentId) => void byParent.delete(parentId),
    clear: () => byParent.clear(),
  };
}

/** Listings per city slug, so market analysis can tell an unknown city from an empty filter. */
export interface CityCounts {
  add(property: Property): void;
  has(slug: string): boolean;
  slugs(): string[];
  clear(): void;
}

function cityCounts(): CityCounts {
  const counts = new Map<string, number>();
  return {
    add(property) {
      const slug = citySlug(property.location.city);
      counts.set(slug, (counts.get(slug) ?? 0) + 1);
    },
    has: (slug) => counts.has(slug),
    slugs: () => [...counts.keys()].sort(),
    clear: () => counts.clear(),
  };
}

/** Everything the service stores, in memory. */
export function createDataStore() {
  // The listings' derived indexes are built from the catalogue when first read, then kept up to
  // date by writes: loading the demo catalogue skips them (start-up), and a reload drops them.
  let propertyIndex: PropertyIndex | undefined;
  let cities: CityCounts | undefined;
  // Likewise the leads' index: loading 100,000 leads from a state file skips it.
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
    get cities(): CityCounts {
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
    /** Stores a listing in the catalogue and in whichever of its indexes are built. */
    addProperty(property: Property): Property {
      store.properties.insert(property);
      propertyIndex?.upsert(property);
      cities?.add(property);
      return property;
    },
    /** Replaces the leads; their index follows on first use. */
    loadLeads(leads: Lead[]): void {
      store.leads.load(leads);
      leadIndex = undefined;
    },
    /** Replaces the catalogue; its indexes follow on first use. */
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

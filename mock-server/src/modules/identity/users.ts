import type { Clock } from "../../domain/clock/clock";
import { SCOPES } from "../../domain/plans";
import type { Role } from "../../store/organizations";

export interface User {
  id: string;
  email: string;
  name: string;
  role: Role;
  organization_id: string;
  created_at: string;
}

export type UserRegistry = ReturnType<typeof createUserRegistry>;

/** The demo organisation's owner: a fixed id, so seeded runs and saved states agree on it. */
export const DEMO_OWNER = { id: "usr_demo", email: "owner@demo-realty.test", name: "Demo Owner", role: "owner" } as const;

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * The users of every organisation. An address is unique within an organisation (the same person
 * may belong to two); ids come from the engine's generator, so a seeded run repeats them.
 */
export function createUserRegistry(clock: Clock, newId: () => string) {
  const users = new Map<string, User>();
  const listeners: ((user: User) => void)[] = [];
  return {
    create(input: { email: string; name: string; role: Role; organization_id: string }, id = newId()): User {
      const user: User = { id, ...input, email: normalise(input.email), created_at: new Date(clock.now()).toISOString() };
      users.set(user.id, user);
      return user;
    },
    get: (id: string) => users.get(id),
    byEmail: (organizationId: string, email: string) =>
      [...users.values()].find((user) => user.organization_id === organizationId && user.email === normalise(email)),
    inOrganization: (organizationId: string) => [...users.values()].filter((user) => user.organization_id === organizationId),
    /** Removes the user; listeners (the session store) end what they hold for them. */
    remove(id: string): User | undefined {
      const user = users.get(id);
      if (!user) return undefined;
      users.delete(id);
      for (const listener of listeners) listener(user);
      return user;
    },
    onRemoved: (listener: (user: User) => void) => void listeners.push(listener),
    records: () => [...users.values()],
    restore: (user: User) => void users.set(user.id, user),
    clear: () => users.clear(),
  };
}

/** A viewer reads; every other role may also write (owners and admins differ in the dashboard only). */
export function scopesOfRole(role: Role): string[] {
  return role === "viewer" ? SCOPES.filter((scope) => scope.endsWith(".read")) : [...SCOPES];
}

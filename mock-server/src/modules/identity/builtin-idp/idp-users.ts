export interface TestUser {
  /** The stable subject the provider asserts (`sub`). */
  sub: string;
  email: string;
  name: string;
  groups: string[];
}

export type TestUsers = ReturnType<typeof createTestUsers>;

/** The built-in provider's accounts: whoever opens its page may be any of them (no passwords). */
export function createTestUsers(newSubject: () => string) {
  const users = new Map<string, TestUser>();
  return {
    /** Adds a user, or updates the one with that address (its subject stays). */
    upsert(input: { email: string; name: string; groups?: string[] }): TestUser {
      const email = input.email.trim().toLowerCase();
      const sub = users.get(email)?.sub ?? newSubject();
      const user = { sub, email, name: input.name, groups: input.groups ?? [] };
      users.set(email, user);
      return user;
    },
    byEmail: (email: string) => users.get(email.trim().toLowerCase()),
    list: () => [...users.values()],
    records: () => [...users.values()],
    restore: (user: TestUser) => void users.set(user.email, user),
    clear: () => users.clear(),
  };
}

/**
 * Defines `getters` and `methods` on `prototype` as the same members of the real object `real`
 * gives for an instance: the Node adapter's lightweight Request and Response build the platform's
 * object only when one of these is first used.
 */
export function delegateTo<Self, Real extends object>(
  prototype: Self,
  real: (self: Self) => Real,
  getters: readonly string[],
  methods: readonly string[],
): void {
  for (const name of getters) {
    Object.defineProperty(prototype, name, {
      get(this: Self) {
        return (real(this) as Record<string, unknown>)[name];
      },
    });
  }
  for (const name of methods) {
    Object.defineProperty(prototype, name, {
      value(this: Self) {
        return (real(this) as Record<string, () => unknown>)[name]!();
      },
    });
  }
}

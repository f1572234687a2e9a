// Types for the tests that import fresh-tree.mjs.
export function freshTree(): { dir: string; remove(): void };

// Types for the test that imports build-if-stale.mjs.
export const root: string;
export function cliPath(): string;
export function staleReason(): string | undefined;
export function isStale(): boolean;
export function buildIfStale(): void;

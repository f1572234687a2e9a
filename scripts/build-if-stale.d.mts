// Types for the tests that import build-if-stale.mjs.
export type BuildTarget = "server" | "all";
export const root: string;
export function cliPath(): string;
export function staleReason(target?: BuildTarget): string | undefined;
export function isStale(target?: BuildTarget): boolean;
export function buildIfStale(target?: BuildTarget): void;

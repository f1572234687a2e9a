// Types for the tests that import generate-sandbox-docs.mjs.
export const SANDBOX_DOC: string;
export function sandboxTable(root: string): string;
export function withSandboxTable(markdown: string, root: string): string;
export function sandboxDoc(root: string): string;

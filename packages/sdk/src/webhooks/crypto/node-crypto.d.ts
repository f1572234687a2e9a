// The package type-checks without @types/node so that shared code cannot reach for Node APIs;
// this declares the single node:crypto call the `node` entry point makes.
declare module "node:crypto" {
  interface NodeHmac {
    update(data: Uint8Array): NodeHmac;
    digest(): Uint8Array;
  }
  export function createHmac(algorithm: "sha256", key: string): NodeHmac;
}

// Doc snippets show express, which this repository does not install. The shim is deliberately
// loose: it lets the snippets' LPS calls be checked, not express's own API.
declare module "express" {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Handler = (req: any, res: any, next?: any) => unknown;
  interface App {
    post(path: string, ...handlers: Handler[]): void;
    use(...handlers: Handler[]): void;
  }
  interface Express {
    (): App;
    raw(options: { type: string }): Handler;
    json(): Handler;
  }
  const express: Express;
  export default express;
}

// Runtime globals of the Deno and Bun snippets, as far as the snippets use them.
declare const Deno: { serve(handler: (request: Request) => Response | Promise<Response>): unknown };
declare const Bun: { serve(options: { fetch(request: Request): Response | Promise<Response> }): unknown };

// The part of a fastify instance the fastify snippet uses (fastify is not installed here).
interface FastifyLike {
  register(plugin: (scope: FastifyScopeLike) => Promise<void>): void;
}
interface FastifyScopeLike {
  addContentTypeParser(
    type: string,
    options: { parseAs: "buffer" },
    parser: (request: unknown, body: Buffer, done: (error: Error | null, body?: unknown) => void) => void,
  ): void;
  post(
    path: string,
    handler: (
      request: { body: unknown; headers: Record<string, string | string[] | undefined>; log: { warn(details: object, message: string): void } },
      reply: { code(status: number): { send(body: unknown): unknown } },
    ) => unknown,
  ): void;
}

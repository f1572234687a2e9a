import type { Client } from "openapi-fetch";
import type { paths } from "../generated/openapi";

/** The typed openapi-fetch client, without its middleware API: the client's `hooks` take that role. */
export type RawClient = Omit<Client<paths, "application/json">, "use" | "eject">;

/** List parameters for the page after `cursor`. */
export const withCursor = <P extends { cursor?: string }>(params: P, cursor: string | undefined): P =>
  cursor ? { ...params, cursor } : params;

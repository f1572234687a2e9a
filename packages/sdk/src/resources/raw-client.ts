import type { Client } from "openapi-fetch";
import type { paths } from "../generated/openapi";

/** The typed openapi-fetch client, without its middleware API: the client's `hooks` take that role. */
export type RawClient = Omit<Client<paths, "application/json">, "use" | "eject">;

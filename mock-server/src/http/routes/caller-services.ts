import type { Context } from "hono";
import type { Services, Workspaces } from "../../services/workspaces";
import type { AppEnv } from "../app-env";
import { principalOf } from "../authorize";

/** The services a request reaches: those of its caller's organisation, never another's. */
export type ServicesOf = (c: Context<AppEnv>) => Services;

/**
 * Resolves the caller's workspace per request, after authentication: a record of another
 * organisation is then simply absent (404, missing from lists), with no check a route could forget.
 */
export const callerServices =
  (workspaces: Workspaces): ServicesOf =>
  (c) =>
    workspaces.of(principalOf(c).organizationId).services;

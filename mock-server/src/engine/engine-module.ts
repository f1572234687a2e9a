import type { Hono } from "hono";
import type { ValidationIssue } from "../contract/validation-issue";
import type { AppEnv } from "../http/app-env";
import type { EngineContext } from "./engine-context";

/**
 * A part of the server beyond the contract's operations (the OAuth server, later sandbox
 * triggers). The engine mounts what each module returns; paths under /__sandbox/ are kept to
 * loopback callers like the built-in sandbox routes.
 */
export interface EngineModule {
  readonly name: string;
  setup(ctx: EngineContext): ModuleHooks;
}

export interface ModuleHooks {
  /** Routes at the server root (e.g. /oauth/*, /__sandbox/oauth-clients). */
  routes?: Hono<AppEnv>;
  /** Called on creation and on every reset, after the core state is back to its initial form. */
  reset?(): Promise<void> | void;
  close?(): Promise<void> | void;
  /** The module's part of a state snapshot, kept under its name. */
  state?: ModuleStateHooks;
  /** Demo credentials this module contributes (printed by the CLI). */
  demo?(): Promise<Partial<{ oauthClient: { client_id: string; client_secret?: string; redirect_uri: string } }>>;
}

export interface ModuleStateHooks {
  export(): Promise<unknown>;
  /** What is wrong with a saved part (pointers below `pointer`); empty when it can be imported. */
  check(state: unknown, pointer: string): ValidationIssue[];
  /** Replaces the module's state with a part `check` accepted. */
  import(state: unknown): Promise<void>;
}

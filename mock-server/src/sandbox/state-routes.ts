import type { Hono } from "hono";
import { ENGINE_DEFAULTS } from "../engine/defaults";
import type { StateControl } from "../engine/engine-types";
import type { AppEnv } from "../api/app-env";
import { validationProblem } from "../api/problem";
import { readJsonBody } from "../api/read-body";
import { SnapshotError } from "../engine/state/import-state";
import { sandboxQueryInput } from "./sandbox-body";

/**
 * GET /__sandbox/state exports a snapshot; PUT replaces all state with one. A snapshot of another
 * version or shape answers 400 with pointers into the document, and nothing changes.
 */
export function stateRoutes(router: Hono<AppEnv>, state: StateControl): void {
  router.get("/state", async (c) => {
    sandboxQueryInput(c, "sandboxExportState");
    return c.json(await state.exportState());
  });
  router.put("/state", async (c) => {
    sandboxQueryInput(c, "sandboxImportState");
    const read = await readJsonBody(c.req.raw, ENGINE_DEFAULTS.seedBodyLimitBytes);
    try {
      await state.importState(read?.json);
    } catch (error) {
      if (error instanceof SnapshotError) throw validationProblem(error.issues);
      throw error;
    }
    return c.json({ loaded: true });
  });
}

import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { readStateText, writeStateFile } from "../../src/cli/state-file";
import { killAll, lpsMock, startServer } from "./support/cli-process";

const dir = mkdtempSync(join(tmpdir(), "lps-state-path-"));
const missingFolder = join(dir, "nodir");
const folder = join(dir, "adir");
mkdirSync(folder);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(killAll);

describe("a state file path that cannot be used", { timeout: 60_000 }, () => {
  it("names the state file and its missing folder when a write fails, never the temporary file", async () => {
    const file = join(missingFolder, "x.json");
    const failure = await writeStateFile(file, "{}\n").then(() => undefined, (error: Error) => error.message);
    expect(failure).toBe(`cannot write ${file}: the folder ${missingFolder} does not exist`);
    await expect(writeStateFile(folder, "{}\n")).rejects.toThrow(`cannot write ${folder}: it is a directory`);
    expect(readdirSync(dir).sort()).toEqual(["adir"]);
  });

  it("names a directory given as the file to read", () => {
    expect(() => readStateText(folder)).toThrow(`cannot read ${folder}: it is a directory, not a file`);
  });

  it("refuses to start when --state is in a folder that does not exist, or is a directory", async () => {
    const file = join(missingFolder, "x.json");
    const noFolder = await lpsMock(["--port", "0", "--autosave", "1", "--state", file]).exited;
    expect(noFolder.code).toBe(2);
    expect(noFolder.stderr).toContain(`--state ${file}: the folder ${missingFolder} does not exist`);
    const isFolder = await lpsMock(["--port", "0", "--state", folder]).exited;
    expect(isFolder.code).toBe(2);
    expect(isFolder.stderr).toContain(`--state ${folder}: it is a directory`);
  });

  it("refuses --state-readonly with a file that does not exist: it would start from demo data it never saves", async () => {
    for (const file of [join(dir, "missing.json"), join(missingFolder, "x.json")]) {
      const run = await lpsMock(["--port", "0", "--state", file, "--state-readonly"]).exited;
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`--state ${file}: the file does not exist, and --state-readonly never creates it`);
      expect(run.stdout).toBe("");
    }
    expect(readdirSync(dir).sort()).toEqual(["adir"]);
  });

  it("starts from a file that does not exist yet without --state-readonly, and creates it on exit", async () => {
    const file = join(dir, "new.json");
    const server = await startServer(["--state", file, "--autosave", "0"]);
    server.run.child.kill("SIGTERM");
    expect((await server.run.exited).code).toBe(0);
    expect(readStateText(file)?.json).toMatchObject({ version: expect.anything() });
    rmSync(file);
  });

  it("state save and load name the file, not a temporary file or a raw errno", async () => {
    const server = await startServer(["--seed", "3"]);
    const file = join(missingFolder, "y.json");
    const save = await lpsMock(["state", "save", file, "--server", server.url]).exited;
    expect(save.stderr).toContain(`${file}: the folder ${missingFolder} does not exist`);
    expect(save.stderr).not.toContain(".tmp");
    expect(save.code).toBe(2);
    const load = await lpsMock(["state", "load", folder, "--server", server.url]).exited;
    expect(load.stderr).toContain(`cannot read ${folder}: it is a directory, not a file`);
    expect(load.code).toBe(1);
  });
});

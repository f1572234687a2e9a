import { type Command, EXIT, UsageError } from "./command";
import { CommandFailure, SERVER_OPTION, serverClient } from "./server-client";
import { readStateFile, statePathProblem, writeStateFile } from "./state-file";
import { didYouMean } from "../contract/suggest";

const ACTIONS = ["save", "load"] as const;

/** `lps-mock state save|load <file>`: the running server's whole state, to or from a file. */
export const stateCommand: Command = {
  name: "state",
  summary: "Save the running server's state to a file, or load one into it",
  synopsis: "save|load <file> [--server URL]",
  options: { ...SERVER_OPTION },
  positionals: [2, 2],
  notes: [
    "A state file is one versioned JSON document (GET /__sandbox/state): records, API keys as stored hashes, OAuth clients and grants, webhooks with their secrets, deliveries, the audit log, the clock and the seeds. Loading replaces all state; a file of another version or shape is refused and nothing changes.",
    "Examples:\n  lps-mock state save fixtures/demo.json\n  lps-mock state load fixtures/demo.json",
  ],
  async run({ values, positionals: [action = "", file = ""] }) {
    const server = serverClient(values);
    if (action === "save") {
      // Before asking the server: a save that cannot be written would lose the export.
      const problem = statePathProblem(file, { writing: true });
      if (problem) throw new UsageError(`${file}: ${problem}`, "state");
      const snapshot = await server.call<unknown>("GET", "/__sandbox/state");
      await writeStateFile(file, `${JSON.stringify(snapshot)}\n`);
      console.log(`Saved the state of ${server.url} to ${file}`);
      return EXIT.ok;
    }
    if (action === "load") {
      const snapshot = readStateFile(file);
      if (snapshot === undefined) throw new CommandFailure(`${file} does not exist`);
      await server.call("PUT", "/__sandbox/state", snapshot);
      console.log(`Loaded ${file} into ${server.url}`);
      return EXIT.ok;
    }
    throw new UsageError(`unknown action "${action}": use save or load${didYouMean(action, ACTIONS)}`, "state");
  },
};

/** `lps-mock reset`: the running server back to its initial state. */
export const resetCommand: Command = {
  name: "reset",
  summary: "Reset the running server to the state right after its start (its --state file as loaded, or the demo data)",
  synopsis: "[--server URL]",
  options: { ...SERVER_OPTION },
  async run({ values }) {
    const server = serverClient(values);
    await server.call("POST", "/__sandbox/reset");
    console.log(`Reset ${server.url}`);
    return EXIT.ok;
  },
};

import type { Command } from "./command";
import { listenCommand } from "./listen-command";
import { serveCommand } from "./serve-command";
import { resetCommand, stateCommand } from "./state-commands";
import { tlsCommand } from "./tls-command";
import { triggerCommand } from "./trigger-command";

/** Every `lps-mock` subcommand, in the order `--help` lists them: a new one is one entry here. */
export const COMMANDS: readonly Command[] = [serveCommand, triggerCommand, listenCommand, stateCommand, resetCommand, tlsCommand];

/** What runs when the first argument names no command (`lps-mock --port 0`). */
export const DEFAULT_COMMAND = serveCommand;

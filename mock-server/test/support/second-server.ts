import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const CLI = fileURLToPath(new URL("../../bin/lps-mock.cjs", import.meta.url));

export interface SecondServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A second lps-mock process, started from the built CLI as an integrator would (`npm run build`
 * first): a foreign party on another loopback port, such as an external identity provider.
 */
export async function startSecondServer(args: readonly string[] = []): Promise<SecondServer> {
  const child = spawn(process.execPath, [CLI, "--port", "0", "--json", ...args], { stdio: ["ignore", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`lps-mock exited with ${code} before it was ready`)));
    lines.once("line", (line) => resolve((JSON.parse(line) as { url: string }).url));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill();
      await exited;
    },
  };
}

// Puts `prism proxy openapi.yaml <upstream> --errors` in front of a reference server, so every
// request a client sends and every response the server returns is checked against the contract.
import { spawn } from "node:child_process";
import { createServer, request, type Server } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../../", import.meta.url));

export interface ContractProxy {
  /** Base URL for the SDK: `/v1` and `/api/v1` prefixes are accepted and stripped before Prism. */
  baseUrl: string;
  /** Prism's log lines that report a request or response violating openapi.yaml. */
  violations(): string[];
  stop(): Promise<void>;
}

const listen = async (server: Server) => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
};

export async function startContractProxy(upstreamOrigin: string): Promise<ContractProxy> {
  const probe = createServer();
  const port = await listen(probe); // a free port for Prism, released just before it binds
  probe.close();
  const prism = spawn(`${repo}node_modules/.bin/prism`, ["proxy", "openapi.yaml", `${upstreamOrigin}/v1`, "--errors", "--host", "127.0.0.1", "--port", String(port)], { cwd: repo });
  const log: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) {
        log.push(line);
        if (line.includes("Prism is listening")) resolve();
      }
    };
    prism.stdout.on("data", onData);
    prism.stderr.on("data", onData);
    prism.once("exit", (code) => reject(new Error(`prism exited (${code}):\n${log.join("\n")}`)));
  });
  await ready;

  // Prism matches paths without the servers' base path; the SDK always sends one.
  const front = createServer((req, res) => {
    const path = (req.url ?? "/").replace(/^\/(api\/)?v1(?=\/|$)/, "") || "/";
    const upstream = request({ host: "127.0.0.1", port, method: req.method, path, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  const frontPort = await listen(front);

  return {
    baseUrl: `http://127.0.0.1:${frontPort}/v1`,
    // A FetchError is the upstream dropping a connection on purpose (the drop_connection fault),
    // a transport event rather than a contract violation.
    violations: () => log.filter((line) => /✖|Violation|UNPROCESSABLE_ENTITY|NO_PATH_MATCHED/.test(line) && !/FetchError/.test(line)),
    async stop() {
      front.close();
      prism.kill("SIGTERM");
      await once(prism, "exit").catch(() => undefined);
    },
  };
}

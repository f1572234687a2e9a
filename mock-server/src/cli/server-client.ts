/// <reference types="node" />
import { fieldLabel, invalidCount } from "../domain/domain-error";
import { EXIT, type OptionSpec, type OptionValues, stringOf } from "./command";
import { localTrustFetch, untrustedCertificate } from "./local-trust";

export const DEFAULT_SERVER = "http://127.0.0.1:4010";
export const SERVER_ENV = "LPS_MOCK_URL";

export const SERVER_OPTION: Record<string, OptionSpec> = {
  server: { type: "string", placeholder: "URL", help: `The running server (default $${SERVER_ENV} or ${DEFAULT_SERVER})` },
};

/** A failure a subcommand reports in one line and turns into its exit code. */
export class CommandFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failed,
    /** The server's HTTP status, when the failure is its answer. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Calls the sandbox and API of one running server. */
export interface ServerClient {
  readonly url: string;
  /** JSON in, JSON out; a problem answer becomes a CommandFailure naming its detail. */
  call<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
}

export function serverClient(values: OptionValues): ServerClient {
  const given = stringOf(values, "server") ?? process.env[SERVER_ENV] ?? DEFAULT_SERVER;
  let url: string;
  try {
    url = new URL(given).origin;
  } catch {
    throw new CommandFailure(`--server expects a URL such as ${DEFAULT_SERVER}, got "${given}"`, EXIT.usage);
  }
  return {
    url,
    async call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
      let response: Response;
      try {
        response = await localTrustFetch(`${url}${path}`, {
          method,
          headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
          ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
        });
      } catch (error) {
        const untrusted = untrustedCertificate(error, url);
        if (untrusted) throw new CommandFailure(untrusted, EXIT.failed);
        throw new CommandFailure(
          `no lps-mock server answers at ${url}; start one with \`npx lps-mock\` (or point --server / ${SERVER_ENV} at it)`,
          EXIT.noServer,
        );
      }
      const text = await response.text();
      const json: unknown = text ? safeJson(text) : undefined;
      if (!response.ok) throw new CommandFailure(`${method} ${path} answered ${response.status}: ${problemText(json, text)}`, EXIT.failed, response.status);
      return json as T;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A problem+json answer in one line: its detail, then the fields it names. */
function problemText(json: unknown, text: string): string {
  if (typeof json !== "object" || json === null) return text.slice(0, 200);
  const problem = json as { detail?: string; errors?: { pointer: string; message: string }[] };
  // Every field: a list cut short sends whoever fixes the input round again, thinking it whole.
  const fields = (problem.errors ?? []).map((e) => `${fieldLabel(e.pointer)} ${e.message}`);
  // The detail names only the first field; the whole list replaces it.
  return fields.length > 0 ? `${invalidCount(fields.length)}: ${fields.join("; ")}` : (problem.detail ?? text.slice(0, 200));
}

import { contract } from "./generated/contract";
import { type JsonSchema, toDefsForm } from "./json-schema";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface OperationParameter {
  name: string;
  in: "query" | "path" | "header";
  required: boolean;
  schema: JsonSchema;
}

/** One operation of openapi.yaml, as the router and the validators need it. */
export interface Operation {
  id: string;
  method: HttpMethod;
  /** The contract's path template, e.g. `/leads/{lead_id}`. */
  path: string;
  /** The same path in the router's syntax, e.g. `/leads/:lead_id`. */
  routePath: string;
  /** Scopes per security scheme (`apiKey`, `oauth2`): a credential of that kind needs all of them. */
  scopes: Record<string, string[]>;
  parameters: OperationParameter[];
  body?: { schema: JsonSchema; required: boolean };
  /** Responses as the contract writes them, keyed by status. */
  responses: Record<string, unknown>;
}

const METHODS: HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

type RawOperation = {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses: Record<string, unknown>;
};

function resolveParameter(parameter: unknown): OperationParameter {
  const ref = (parameter as { $ref?: string }).$ref;
  const raw = ref
    ? (contract.components.parameters as Record<string, unknown>)[ref.split("/").pop() ?? ""]
    : parameter;
  if (!raw) throw new Error(`The contract has no parameter ${ref}`);
  const p = raw as { name: string; in: OperationParameter["in"]; required?: boolean; schema: unknown };
  return { name: p.name, in: p.in, required: p.required === true, schema: toDefsForm(p.schema) };
}

function scopesBySchemeOf(security: Record<string, string[]>[]): Record<string, string[]> {
  const scopes: Record<string, string[]> = {};
  for (const requirement of security) {
    for (const [scheme, list] of Object.entries(requirement)) scopes[scheme] = list;
  }
  return scopes;
}

function toOperation(path: string, method: HttpMethod, raw: RawOperation): Operation {
  const jsonBody = raw.requestBody?.content?.["application/json"]?.schema;
  return {
    id: raw.operationId,
    method,
    path,
    routePath: path.replace(/\{([^}]+)\}/g, ":$1"),
    scopes: scopesBySchemeOf(raw.security ?? (contract.security as unknown as Record<string, string[]>[])),
    parameters: (raw.parameters ?? []).map(resolveParameter),
    ...(jsonBody === undefined
      ? {}
      : { body: { schema: toDefsForm(jsonBody), required: raw.requestBody?.required === true } }),
    responses: raw.responses,
  };
}

/** Every operation under `paths` in openapi.yaml (webhook callbacks excluded). */
export const operations: readonly Operation[] = Object.entries(
  contract.paths as unknown as Record<string, Record<string, RawOperation>>,
).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m.toLowerCase()]).map((m) =>
    toOperation(path, m, item[m.toLowerCase()] as RawOperation),
  ),
);

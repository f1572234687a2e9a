import { contract } from "../../mock-server/src/contract/generated/contract";

export type Schema = Record<string, any>;
export const root = contract as Schema;

export interface Operation {
  id: string;
  method: string;
  path: string;
  query: { name: string; schema: Schema }[];
  pathParams: { name: string; schema: Schema }[];
  body?: Schema;
}

const param = (p: Schema): Schema =>
  p.$ref ? p.$ref.slice(2).split("/").reduce((n: Schema, k: string) => n[k], root) : p;

/** Every operation of openapi.yaml, with its parameters and body schema resolved. */
export const operations: Operation[] = Object.entries<Schema>(root.paths).flatMap(([path, item]) =>
  Object.entries<Schema>(item)
    .filter(([, op]) => typeof op === "object" && op.operationId)
    .map(([method, op]) => {
      const params = (op.parameters ?? []).map(param);
      return {
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        query: params.filter((p: Schema) => p.in === "query"),
        pathParams: params.filter((p: Schema) => p.in === "path"),
        body: op.requestBody?.content?.["application/json"]?.schema,
      };
    }),
);

/** The collection a created resource shows up in, by the POST that creates it. */
export const collections: Record<string, string> = {
  createProperty: "/properties",
  createLead: "/leads",
  createWebhook: "/webhooks",
};

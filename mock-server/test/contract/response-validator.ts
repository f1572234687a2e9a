import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { contract } from "../../src/contract/generated/contract";

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract as object, "lps");

type Json = Record<string, unknown>;

function responseOf(operationId: string, status: number): Json {
  for (const item of Object.values(contract.paths as unknown as Record<string, Record<string, Json>>)) {
    for (const operation of Object.values(item)) {
      if (operation.operationId !== operationId) continue;
      const responses = operation.responses as Record<string, Json>;
      let response = responses[String(status)];
      if (!response) throw new Error(`${operationId} documents no ${status} answer`);
      const ref = response.$ref as string | undefined;
      if (ref) response = (contract.components.responses as unknown as Record<string, Json>)[ref.split("/").pop()!]!;
      return response;
    }
  }
  throw new Error(`no operation ${operationId}`);
}

/** Errors of `body` against the contract's schema for this operation, status and content type ([] when valid). */
export function contractErrors(operationId: string, status: number, contentType: string, body: unknown): string[] {
  const content = responseOf(operationId, status).content as Record<string, { schema: Json }> | undefined;
  const media = contentType.split(";")[0]!.trim();
  const schema = content?.[media]?.schema;
  if (!schema) return [`${operationId} ${status} documents no ${media} body`];
  const ref = (schema.$ref as string).replace(/^#/, "lps#");
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

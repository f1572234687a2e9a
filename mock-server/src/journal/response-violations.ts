import { type JsonSchema, toDefsForm } from "../contract/json-schema";
import type { Operation } from "../contract/operations";
import { type Validator, createValidator } from "../contract/schema-validator";
import { contract } from "../contract/generated/contract";
import type { Violation } from "./journal-types";
import { contractRule, schemaRule } from "./contract-rule";

type ResponseObject = { $ref?: string; content?: Record<string, { schema?: unknown }> };

const componentResponses = (contract.components as unknown as { responses?: Record<string, ResponseObject> }).responses ?? {};

function documentedResponse(operation: Operation, status: number): { key: string; response: ResponseObject } | undefined {
  const responses = operation.responses as Record<string, ResponseObject>;
  const key = [String(status), `${String(status)[0]}XX`, "default"].find((candidate) => responses[candidate]);
  if (!key) return undefined;
  let response = responses[key]!;
  const ref = response.$ref;
  if (ref) response = componentResponses[ref.split("/").pop() ?? ""] ?? {};
  return { key, response };
}

const validators = new Map<string, Validator>();

function validatorFor(cacheKey: string, schema: unknown): Validator {
  let validator = validators.get(cacheKey);
  if (!validator) validators.set(cacheKey, (validator = createValidator(toDefsForm(schema) as JsonSchema)));
  return validator;
}

/** The answer as the journal read it. */
export interface AnswerFacts {
  status: number;
  contentType: string | undefined;
  /** The body text (complete), or undefined when it had none. */
  body: string | undefined;
}

/**
 * The server's answer checked against the response the contract documents for its status: the
 * status itself, the media type and the body's schema. Each finding is a bug of the server.
 */
export function responseViolations(operation: Operation, answer: AnswerFacts): Violation[] {
  const documented = documentedResponse(operation, answer.status);
  if (!documented) {
    const statuses = Object.keys(operation.responses).join(", ");
    return [{ where: "response", pointer: "", message: `status ${answer.status} is not documented for ${operation.id}`, expected: `one of ${statuses}`, rule: contractRule(operation, "responses") }];
  }
  const rule = contractRule(operation, "responses", documented.key);
  const content = documented.response.content;
  if (!content) return answer.body ? [{ where: "response", pointer: "/body", message: "is documented as empty", expected: "no body", rule }] : [];
  const media = (answer.contentType ?? "").split(";")[0]!.trim().toLowerCase();
  const schema = content[media]?.schema;
  if (!(media in content)) {
    return [{ where: "response", pointer: "/headers/content-type", message: `${media || "no content type"} is not documented`, expected: Object.keys(content).join(" or "), rule }];
  }
  if (schema === undefined || !media.includes("json")) return [];
  let json: unknown;
  try {
    json = JSON.parse(answer.body ?? "");
  } catch {
    return [{ where: "response", pointer: "/body", message: "is not valid JSON", expected: media, rule }];
  }
  const result = validatorFor(`${operation.id} ${documented.key} ${media}`, schema)(json, "/body");
  if (result.ok) return [];
  const base = ["paths", operation.path, operation.method.toLowerCase(), "responses", documented.key, "content", media, "schema"];
  return result.issues.map(({ pointer, message, expected }) => ({
    where: "response",
    pointer,
    message,
    ...(expected === undefined ? {} : { expected }),
    rule: schemaRule(base, schema, pointer.slice("/body".length)),
  }));
}

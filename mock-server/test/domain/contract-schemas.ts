import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { contract } from "../../src/contract/generated/contract";

const ID = "lps-contract";
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(contract, ID);

/** The schema violations of `value` against `components.schemas[name]`; [] when it conforms. */
export function schemaErrors(name: string, value: unknown): string[] {
  const validate = ajv.getSchema(`${ID}#/components/schemas/${name}`) ?? ajv.compile({ $ref: `${ID}#/components/schemas/${name}` });
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`);
}

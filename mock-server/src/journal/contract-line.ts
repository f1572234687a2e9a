/** A rule's line in the contract, or undefined when the rule names no place of it. */
export type ContractLine = (rule: string) => number | undefined;

/**
 * Looks rules (`openapi.yaml#/paths/~1leads/post/requestBody`) up in `lines`, the 1-based lines
 * of openapi.yaml by JSON pointer (generated/openapi-lines.ts, from the YAML parser's positions
 * when the file was generated), so a journal entry points into the file served at
 * GET /openapi.yaml.
 */
export function contractLines(lines: Readonly<Record<string, number>>): ContractLine {
  return (rule) => {
    const pointer = rule.slice(rule.indexOf("#") + 1);
    return rule.includes("#/") && Object.hasOwn(lines, pointer) ? lines[pointer] : undefined;
  };
}

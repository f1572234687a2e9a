const unescape = (segment: string) => segment.replace(/~1/g, "/").replace(/~0/g, "~");

/** A rule's line in the contract, or undefined when the rule names no place of it. */
export type ContractLine = (rule: string) => number | undefined;

/**
 * The lines (1-based) of `text`, the exact openapi.yaml the server serves at GET /openapi.yaml,
 * where rules (`openapi.yaml#/paths/~1leads/post/requestBody`) are written, so a journal entry
 * points into the user's own file. Each rule is looked up once.
 */
export function contractLines(text: string): ContractLine {
  // Split on the first violation, not at every engine's start: most runs never look a line up.
  let lines: string[] | undefined;
  const cache = new Map<string, number | undefined>();
  return (rule) => {
    if (cache.has(rule)) return cache.get(rule);
    const line = locate(rule, (lines ??= text.split(/\r?\n/)));
    cache.set(rule, line);
    return line;
  };
}

const isComment = (line: string) => line.trimStart().startsWith("#");

/**
 * Walks block YAML indented two spaces a level, one level per segment of the rule's pointer. The
 * text of a block scalar is indented deeper than its key, so it is never taken for a sibling key.
 */
export function locate(rule: string, lines: readonly string[]): number | undefined {
  const hash = rule.indexOf("#/");
  if (hash < 0) return undefined;
  let from = 0;
  let found = -1;
  for (const [depth, segment] of rule.slice(hash + 2).split("/").map(unescape).entries()) {
    const pad = " ".repeat(depth * 2);
    const keys = [`${pad}${segment}:`, `${pad}${JSON.stringify(segment)}:`, `${pad}'${segment.replace(/'/g, "''")}':`];
    found = -1;
    for (let i = from; i < lines.length; i++) {
      const line = lines[i]!;
      if (keys.some((key) => line === key || line.startsWith(`${key} `))) {
        found = i;
        break;
      }
      // Left the parent's block: the segment is not in it.
      if (depth > 0 && line.trim() !== "" && !isComment(line) && line.length - line.trimStart().length < pad.length) break;
    }
    if (found < 0) return undefined;
    from = found + 1;
  }
  return found + 1;
}

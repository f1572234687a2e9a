import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { expect, test } from "vitest";
import { parse } from "yaml";

// Every resource method's JSDoc opens with its operation's `summary` from openapi.yaml and names
// its operationId, so editors show the contract's own words and a changed summary fails here.

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), "utf8");

function contractSummaries(): Map<string, string> {
  const doc = parse(read("../../../openapi.yaml")) as { paths: Record<string, Record<string, { operationId?: string; summary?: string }>> };
  const summaries = new Map<string, string>();
  for (const item of Object.values(doc.paths)) {
    for (const operation of Object.values(item)) {
      if (operation && typeof operation === "object" && operation.operationId) summaries.set(operation.operationId, operation.summary ?? "");
    }
  }
  return summaries;
}

/** operationId → JSDoc text of the resource method calling `api.one<"op">` or `api.list<"op">`. */
function methodDocs(): Map<string, string> {
  const source = ts.createSourceFile("resources.ts", read("../src/resources.ts"), ts.ScriptTarget.ES2022, true);
  const docs = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isArrowFunction(node.initializer) && ts.isCallExpression(node.initializer.body)) {
      const [argument] = node.initializer.body.typeArguments ?? [];
      if (argument && ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)) {
        const jsDoc = ts.getJSDocCommentsAndTags(node).find(ts.isJSDoc);
        docs.set(argument.literal.text, ts.getTextOfJSDocComment(jsDoc?.comment) ?? "");
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return docs;
}

test("every operation has a resource method whose JSDoc opens with the contract's summary", () => {
  const summaries = contractSummaries();
  const docs = methodDocs();
  expect([...docs.keys()].sort()).toEqual([...summaries.keys()].sort());
  for (const [operationId, summary] of summaries) {
    const doc = docs.get(operationId) ?? "";
    expect({ operationId, opening: doc.slice(0, summary.length + 1) }).toEqual({ operationId, opening: `${summary}${doc[summary.length] === "." ? "." : " "}` });
    expect(doc).toContain(`(\`${operationId}\`)`);
  }
});

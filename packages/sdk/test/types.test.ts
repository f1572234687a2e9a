import { fileURLToPath } from "node:url";
import ts from "typescript";
import { expect, test } from "vitest";

// Type-level promises to integrators, checked with the compiler itself.

const fixture = fileURLToPath(new URL("./types/exact-optional.fixture.ts", import.meta.url));
const program = ts.createProgram([fixture], {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  exactOptionalPropertyTypes: true,
  noEmit: true,
  types: ["node"],
});

test("options, params and optional body members accept an explicit undefined under exactOptionalPropertyTypes", { timeout: 60_000 }, () => {
  const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  expect(diagnostics).toEqual([]);
});

test("editors show the contract's type names, not inlined structures", { timeout: 60_000 }, () => {
  const checker = program.getTypeChecker();
  const shown = new Map<string, string>();
  ts.forEachChild(program.getSourceFile(fixture)!, function visit(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) shown.set(node.name.text, checker.typeToString(checker.getTypeAtLocation(node.name)));
    ts.forEachChild(node, visit);
  });
  expect(shown.get("lead")).toBe("Lead");
  expect(shown.get("score")).toBe("LeadScore");
  expect(shown.get("page")).toBe("PagePromise<Lead>");
  expect(shown.get("created")).toBe("(body: LeadCreate, options?: RequestOptions | undefined) => APIPromise<Lead>");
});

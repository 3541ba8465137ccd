#!/usr/bin/env node
// Fails when the server's modules import each other in a circle: every relative import and
// re-export of apps/server/src (tests included), except type-only ones, which vanish at run time.
// Prints each circle's files. `node scripts/check-import-cycles.mjs [root]`
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(process.argv[2] ?? "apps/server/src");
const files = listFiles(root).filter((file) => /\.(ts|mts)$/.test(file) && !file.endsWith(".d.ts"));
const known = new Set(files);
const graph = new Map(files.map((file) => [file, runtimeImports(file)]));

const cycles = stronglyConnected(graph).filter((group) => group.length > 1 || graph.get(group[0]).includes(group[0]));
for (const cycle of cycles) {
  console.error(`Import circle of ${cycle.length} files:\n  ${cycle.map((f) => path.relative(root, f)).join("\n  ")}`);
}
if (cycles.length > 0) process.exit(1);
console.log(`No import circle among ${files.length} server files (type-only imports aside).`);

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : listFiles(full);
    return [full];
  });
}

/** The files this one needs at run time: relative imports and re-exports that are not `import type`/`export type`. */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const targets = [];
  for (const statement of source.statements) {
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) continue;
    if (ts.isImportDeclaration(statement) && isTypeOnlyImport(statement.importClause)) continue;
    if (ts.isExportDeclaration(statement) && isTypeOnlyExport(statement)) continue;
    targets.push(path.resolve(path.dirname(file), specifier.text));
  }
  return targets.filter((target) => known.has(target));
}

function isTypeOnlyImport(clause) {
  if (!clause) return false; // `import "./x.ts"` runs the file
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0
    ? bindings.elements.every((element) => element.isTypeOnly)
    : false;
}

function isTypeOnlyExport(statement) {
  if (statement.isTypeOnly) return true;
  const clause = statement.exportClause;
  return clause && ts.isNamedExports(clause) && clause.elements.length > 0
    ? clause.elements.every((element) => element.isTypeOnly)
    : false;
}

/** Tarjan's strongly connected components: each group of files that reach each other. */
function stronglyConnected(edges) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
    if (low.get(node) === indexOf.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group);
    }
  };
  for (const node of edges.keys()) if (!indexOf.has(node)) visit(node);
  return groups;
}

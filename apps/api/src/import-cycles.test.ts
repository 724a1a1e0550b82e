import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The API's import graph has no cycles, counting type-only imports too (a cycle of types is the
 * same tangle, waiting for its first value). A module folder (modules/<area>/) is one node: an
 * area may import another's service, but not when that area imports it back. Every other file is
 * its own node. Tests are leaves (nothing imports them), so they are left out: a module's test
 * may build the whole app. Parsing only (no type checking) keeps this well under a second.
 */
const srcRoot = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The repository-relative specifiers a file imports or re-exports (static and dynamic). */
function relativeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier) => specifier.startsWith('.'));
}

/** A file's node: its module folder, or the file itself (paths relative to src/). */
function nodeOf(file: string): string {
  const relative = path.relative(srcRoot, file).split(path.sep).join('/');
  const area = /^modules\/[^/]+(?=\/)/.exec(relative);
  return area ? area[0] : relative;
}

function importGraph(): Map<string, Map<string, string>> {
  const files = sourceFiles(srcRoot);
  const known = new Set(files);
  const resolve = (from: string, specifier: string) => {
    const target = path.resolve(path.dirname(from), specifier);
    const base = target.replace(/\.js$/, '');
    return [`${base}.ts`, `${base}.tsx`, path.join(target, 'index.ts')].find((f) => known.has(f));
  };
  // node → (node it imports → one import that shows it, for the message)
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = nodeOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const specifier of relativeImports(file)) {
      const target = resolve(file, specifier);
      if (!target) continue;
      const to = nodeOf(target);
      if (to !== from && !edges.has(to)) {
        edges.set(to, `${path.relative(srcRoot, file)} imports ${specifier}`);
      }
    }
  }
  return graph;
}

/** The strongly connected components with more than one node (Tarjan). */
function cyclesOf(graph: Map<string, Map<string, string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return components;
}

describe('the import graph of apps/api/src', () => {
  it('has no cycles (a module folder counts as one node)', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(50);
    const described = cyclesOf(graph).map((component) => {
      const members = new Set(component);
      const edges = component.flatMap((node) =>
        [...graph.get(node)!]
          .filter(([to]) => members.has(to))
          .map(([to, via]) => `${node} → ${to} (${via})`),
      );
      return edges.join('\n');
    });
    expect(described, 'import cycles').toEqual([]);
  });
});

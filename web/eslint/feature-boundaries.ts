import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Rule } from 'eslint';

/** Folders of web/src that serve every area; the rest, but the shell (`app`), are areas. */
const SHARED = ['ui', 'api'];
const SHELL = 'app';
const TEST_SUPPORT = 'test';

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/** An import of one area by another that a cycle may pass through, and why it is let be. */
type AllowedEdge = { from: string; to: string; reason: string };
type Options = { root: string; allowedEdges?: readonly AllowedEdge[] };

/**
 * Keeps the web console's areas apart: an area (web/src/<area>/) uses another area only through
 * that area's index.ts, never the shell (web/src/app/), and the shared folders (ui/, api/) use no
 * area at all. Areas do not depend on each other in a circle (A uses B, and B, or an area B uses,
 * uses A), read from the other files on disk; `allowedEdges` names imports a circle may still pass
 * through, each with its reason. Tests may reach anywhere. Option `root`: the absolute path of web/src.
 */
export const featureBoundaries: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'An area imports another area only through its index.ts; ui/ and api/ import no area' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          allowedEdges: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' }, reason: { type: 'string' } },
              required: ['from', 'to', 'reason'],
              additionalProperties: false,
            },
          },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      internals: '{{from}} may use {{to}} only through its index.ts: import from the folder, not {{source}}.',
      shell: 'An area does not import the shell ({{source}}); the shell learns of areas through the route table.',
      shared: '{{from}}/ is shared by every area and imports none ({{source}}); move what both need into {{from}}/.',
      testSupport: 'Test support ({{source}}) is for tests only.',
      cycle:
        '{{from}} imports {{to}}, but {{to}} already uses {{from}} ({{way}}): areas must not depend on each other in a circle. Move what both need into ui/ or api/ (query keys: api/query-keys.ts), or pass it in from the screen that uses both.',
    },
  },
  create(context) {
    const { root, allowedEdges = [] } = context.options[0] as Options;
    const allowed = (from: string, to: string) => allowedEdges.some((edge) => edge.from === from && edge.to === to);
    const isArea = (folder: string) => !SHARED.includes(folder) && folder !== SHELL && folder !== TEST_SUPPORT;
    const file = context.filename;
    const from = folderOf(root, path.dirname(file));
    if (!from || isTestFile(file) || from === TEST_SUPPORT) return {};

    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const to = folderOf(root, target);
      if (!to || to === from) return;
      const inside = path.relative(path.join(root, to), target);
      const data = { from, to, source };
      if (to === TEST_SUPPORT) return context.report({ node, messageId: 'testSupport', data });
      if (SHARED.includes(to)) return;
      if (SHARED.includes(from)) return context.report({ node, messageId: 'shared', data });
      if (to === SHELL) return context.report({ node, messageId: 'shell', data });
      if (inside !== '' && inside !== 'index') context.report({ node, messageId: 'internals', data });
      if (from === SHELL || allowed(from, to)) return;
      const way = wayBack(areaGraph(root, isArea), to, from, allowed);
      if (way)
        context.report({
          node,
          messageId: 'cycle',
          data: { ...data, way: way.map((edge) => `${edge.file} imports ${edge.to}`).join(', ') },
        });
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};

/** The folder of web/src a path is, or lies in; none for web/src itself and paths outside it. */
function folderOf(root: string, target: string): string | undefined {
  const relative = path.relative(root, target);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
}

/** One area's use of another: the importing file, for the message that names the way round. */
type AreaEdge = { to: string; file: string };

/** Which areas each area of web/src imports, read from the files on disk. */
type AreaGraph = ReadonlyMap<string, readonly AreaEdge[]>;

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
// `from '…'` (imports and re-exports) and `import('…')`; comments that look like one only add an edge.
const SPECIFIER = /\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

const graphs = new Map<string, AreaGraph>();

/**
 * The areas of `root` (web/src) and the areas each imports (relative imports only; tests left out),
 * read once per lint run: a file's own imports come from its syntax tree, this is for the others'.
 */
function areaGraph(root: string, isArea: (folder: string) => boolean): AreaGraph {
  const known = graphs.get(root);
  if (known) return known;
  const graph = new Map<string, AreaEdge[]>();
  // Code linted as text for a tree that is not on disk has no other files to go round through.
  for (const folder of existsSync(root) ? readdirSync(root, { withFileTypes: true }) : []) {
    if (!folder.isDirectory() || !isArea(folder.name)) continue;
    const edges: AreaEdge[] = [];
    for (const file of sourceFiles(path.join(root, folder.name))) {
      for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const source = match[1] ?? match[2] ?? '';
        if (!source.startsWith('.')) continue;
        const to = path.relative(root, path.resolve(path.dirname(file), source)).split(path.sep)[0];
        if (to && to !== folder.name && !to.startsWith('..') && isArea(to)) edges.push({ to, file: path.relative(root, file) });
      }
    }
    graph.set(folder.name, edges);
  }
  graphs.set(root, graph);
  return graph;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * A way from area `start` back to `goal` through the graph, as the files that take each step,
 * or undefined when there is none. Edges `skip` says are allowed are not taken.
 */
function wayBack(graph: AreaGraph, start: string, goal: string, skip: (from: string, to: string) => boolean): AreaEdge[] | undefined {
  const seen = new Set([start]);
  const queue: { area: string; way: AreaEdge[] }[] = [{ area: start, way: [] }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const edge of graph.get(next.area) ?? []) {
      if (skip(next.area, edge.to)) continue;
      const way = [...next.way, edge];
      if (edge.to === goal) return way;
      if (seen.has(edge.to)) continue;
      seen.add(edge.to);
      queue.push({ area: edge.to, way });
    }
  }
  return undefined;
}

import path from 'node:path';
import type { Rule } from 'eslint';

/** Folders of web/src that serve every area; the rest, but the shell (`app`), are areas. */
const SHARED = ['ui', 'api'];
const SHELL = 'app';
const TEST_SUPPORT = 'test';

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * Keeps the web console's areas apart: an area (web/src/<area>/) uses another area only through
 * that area's index.ts, never the shell (web/src/app/), and the shared folders (ui/, api/) use no
 * area at all. Tests may reach anywhere. Option `root`: the absolute path of web/src.
 */
export const featureBoundaries: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'An area imports another area only through its index.ts; ui/ and api/ import no area' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: {
      internals: '{{from}} may use {{to}} only through its index.ts: import from the folder, not {{source}}.',
      shell: 'An area does not import the shell ({{source}}); the shell learns of areas through the route table.',
      shared: '{{from}}/ is shared by every area and imports none ({{source}}); move what both need into {{from}}/.',
      testSupport: 'Test support ({{source}}) is for tests only.',
    },
  },
  create(context) {
    const { root } = context.options[0] as { root: string };
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

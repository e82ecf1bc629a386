import { z } from 'zod';

/** The largest id a PostgreSQL `integer` column holds; a larger one can name no row. */
export const MAX_ID = 2_147_483_647;

const NUL = '\u0000';
const NUL_MESSAGE = 'Remove the NUL character (\\u0000): text may not contain it';

type Node = { value: unknown; key: PropertyKey | undefined; parent: Node | undefined };

function pathOf(node: Node): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * Where in a parsed request input (a body, a query, path parameters) a NUL character is, in keys or
 * text. Walked without recursion, each node linked to its parent, so that no nesting depth can
 * overflow the stack or cost more than one visit per value.
 */
function nulPaths(input: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const pending: Node[] = [{ value: input, key: undefined, parent: undefined }];
  while (pending.length > 0) {
    const node = pending.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (value.includes(NUL)) found.push(pathOf(node));
    } else if (Array.isArray(value)) {
      value.forEach((child, index) => pending.push({ value: child, key: index, parent: node }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes(NUL)) found.push([...pathOf(node), key]);
        else pending.push({ value: child, key, parent: node });
      }
    }
  }
  return found;
}

/**
 * Refuses a NUL character anywhere in a request's input, keys included: PostgreSQL's text and
 * jsonb cannot hold one. Every endpoint's input passes through it before its own schema (the
 * server's validator pipes it into each), so text fields need not repeat it, and endpoints added
 * later are covered as they are.
 */
export const NulFreeInput = z.unknown().superRefine((input, ctx) => {
  for (const path of nulPaths(input)) ctx.addIssue({ code: 'custom', message: NUL_MESSAGE, path });
});

import * as z from 'zod';

/** The largest id a PostgreSQL `integer` column holds; a larger one can name no row. */
export const MAX_ID = 2_147_483_647;

const NUL = '\u0000';
const NUL_MESSAGE = 'Remove the NUL character (\\u0000): text may not contain it';
const ILL_FORMED_MESSAGE = 'Remove the lone surrogate (a \\ud800-\\udfff without its pair): text must be well-formed Unicode';

/** What is wrong with a piece of text (a value or a key) the database could not store, if anything. */
function textProblem(text: string): string | undefined {
  if (text.includes(NUL)) return NUL_MESSAGE;
  if (!text.isWellFormed()) return ILL_FORMED_MESSAGE;
  return undefined;
}

type Node = { value: unknown; key: PropertyKey | undefined; parent: Node | undefined };
type Problem = { path: PropertyKey[]; message: string };

function pathOf(node: Node): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * Where in a parsed request input (a body, a query, path parameters) text the database cannot store
 * is, in keys or values: a NUL character, or a lone surrogate (JSON can carry `"\ud800"`). Walked
 * without recursion, each node linked to its parent, so that no nesting depth can overflow the stack
 * or cost more than one visit per value.
 */
function problems(input: unknown): Problem[] {
  const found: Problem[] = [];
  const pending: Node[] = [{ value: input, key: undefined, parent: undefined }];
  while (pending.length > 0) {
    const node = pending.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      const message = textProblem(value);
      if (message) found.push({ path: pathOf(node), message });
    } else if (Array.isArray(value)) {
      value.forEach((child, index) => pending.push({ value: child, key: index, parent: node }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const message = textProblem(key);
        if (message) found.push({ path: [...pathOf(node), key], message });
        else pending.push({ value: child, key, parent: node });
      }
    }
  }
  return found;
}

/**
 * Refuses text PostgreSQL's text and jsonb cannot hold anywhere in a request's input, keys
 * included: a NUL character, or text that is not well-formed UTF-16 (a lone surrogate). Every
 * endpoint's input passes through it before its own schema (the server's validator pipes it into
 * each), so text fields need not repeat it, and endpoints added later are covered as they are.
 */
export const StorableInput = z.unknown().superRefine((input, ctx) => {
  for (const { path, message } of problems(input)) ctx.addIssue({ code: 'custom', message, path });
});

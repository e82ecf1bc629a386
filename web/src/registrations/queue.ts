/**
 * The registrations the list last showed, in its order, so j and k on a registration step through
 * the same queue. Kept for the session only.
 */
let queue: readonly string[] = [];

export function rememberQueue(ids: readonly string[]) {
  queue = ids;
}

/** The registration `step` places from `id` in the last queue, if any. */
export function neighbour(id: string, step: 1 | -1): string | undefined {
  const at = queue.indexOf(id);
  return at === -1 ? undefined : queue[at + step];
}

import type { Endpoint } from '@tracker/core';
import type { InputLocation, InputProblem } from '../errors/cli-error';

type Issue = { code: string; path: readonly PropertyKey[]; message: string; values?: readonly unknown[] };
type Schema = { safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } } };

/**
 * What the endpoint's path and query schemas refuse in the input, one problem per parameter, so
 * a bad flag is a usage error before anything is sent, worded from the same contract the server
 * checks with.
 */
export function inputProblems(endpoint: Endpoint, input: { params?: unknown; query?: unknown } | undefined): InputProblem[] {
  return [...check('params', endpoint.params, input?.params), ...check('query', endpoint.query, input?.query)];
}

function check(location: InputLocation, schema: Schema | undefined, value: unknown): InputProblem[] {
  if (!schema) return [];
  const result = schema.safeParse(value ?? {});
  if (result.success) return [];
  const given = (value ?? {}) as Record<string, unknown>;
  const problems = new Map<string, InputProblem>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (problems.has(name)) continue;
    const raw = given[name];
    problems.set(name, {
      location,
      name,
      message: issue.code === 'invalid_value' && issue.values ? `use one of ${issue.values.join(', ')}` : issue.message,
      value: raw === undefined ? undefined : String(raw),
    });
  }
  return [...problems.values()];
}

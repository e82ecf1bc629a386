import { createApi, type Api } from '../api/create-api';
import type { Context } from '../context/create-context';
import { UnreachableError } from '../errors/cli-error';

/** The API of an import's rows, and what stops them all when the server cannot be reached. */
export type RowsApi = Api & {
  /** Aborted at the first call that reaches no server: every other row would fail the same way. */
  readonly lost: AbortSignal;
  /** That first failure, said once instead of on every row. */
  unreachable(): UnreachableError | undefined;
};

/**
 * The API for the rows of an import, signed in as `context.api()` is and with the same timeout,
 * but deaf to Ctrl+C: the first Ctrl+C stops the run starting rows (through its signal) and lets
 * the requests already sent finish, so each row's answer says what the server did and the report
 * can say it too. A second Ctrl+C ends trackctl at once, as it does everywhere (main.ts). A call
 * that reaches no server aborts `lost`: the run stops starting rows, and the command fails with
 * that one error rather than a "not found" on each row.
 */
export function rowsApi(context: Context): RowsApi {
  const api = createApi({ apiUrl: context.settings.apiUrl, session: context.session(), timeoutMs: context.settings.timeoutMs });
  const lost = new AbortController();
  let first: UnreachableError | undefined;
  const watch = <T>(call: Promise<T>): Promise<T> =>
    call.catch((error: unknown) => {
      if (error instanceof UnreachableError && !first) {
        first = error;
        lost.abort(error);
      }
      throw error;
    });
  return {
    request: (name, input) => watch(api.request(name, input)),
    raw: (name, input) => watch(api.raw(name, input)),
    lost: lost.signal,
    unreachable: () => first,
  };
}

import { createApi, type Api } from '../api/create-api';
import type { Context } from '../context/create-context';

/**
 * The API for the rows of an import, signed in as `context.api()` is and with the same timeout,
 * but deaf to Ctrl+C: the first Ctrl+C stops the run starting rows (through its signal) and lets
 * the requests already sent finish, so each row's answer says what the server did and the report
 * can say it too. A second Ctrl+C ends trackctl at once, as it does everywhere (main.ts).
 */
export function rowsApi(context: Context): Api {
  return createApi({ apiUrl: context.settings.apiUrl, session: context.session(), timeoutMs: context.settings.timeoutMs });
}

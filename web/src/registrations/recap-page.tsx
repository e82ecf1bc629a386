import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@tracker/core/errors';
import { REGISTRATION_RECAP_DAYS, REGISTRATION_RECAP_MAX_DAYS } from '@tracker/core/registrations';
import { errorMessage } from '../api/error-message';
import { BackLink } from '../ui/back-link';
import { TextField } from '../ui/text-field';
import { useSearchParamsState } from '../ui/use-search-params-state';
import { registrationQueries } from './queries';
import './registration-screens.css';

/** The recap's days in the URL; empty sends nothing, and the server takes the last 14 days. */
const RECAP_PARAMS = { from: '', to: '' };

/** The message of a 422 about one query parameter, to show beside its field. */
function parameterError(error: unknown, parameter: string): string | undefined {
  return error instanceof ApiError && error.status === 422 ? error.fieldError(parameter) : undefined;
}

/** /registrations/recap: per day, what was created, claimed and completed, and by whom. */
export function RecapPage() {
  const [params, setParams] = useSearchParamsState(RECAP_PARAMS);
  const query = { ...(params.from ? { from: params.from } : {}), ...(params.to ? { to: params.to } : {}) };
  const recap = useQuery(registrationQueries.recap(query));
  return (
    <section>
      <BackLink href="/registrations">Registrations</BackLink>
      <h1>Registration recap</h1>
      <div className="recap-range">
        <TextField
          label="From"
          type="date"
          value={params.from}
          onChange={(e) => setParams({ from: e.target.value })}
          error={parameterError(recap.error, 'from')}
        />
        <TextField
          label="To"
          type="date"
          value={params.to}
          onChange={(e) => setParams({ to: e.target.value })}
          error={parameterError(recap.error, 'to')}
          hint={`Empty: the last ${REGISTRATION_RECAP_DAYS} days up to today. At most ${REGISTRATION_RECAP_MAX_DAYS} days.`}
        />
      </div>
      {recap.error ? (
        <p className="alert" role="alert">
          Could not load the recap: {errorMessage(recap.error)}
        </p>
      ) : null}
      {!recap.data && !recap.error ? <p role="status">Loading…</p> : null}
      {recap.data ? (
        <>
          <p>
            From {recap.data.meta.from} to {recap.data.meta.to}: {recap.data.meta.totals.created} created, {recap.data.meta.totals.claimed}{' '}
            claimed, {recap.data.meta.totals.completed} completed.
          </p>
          <table className="recap-table" aria-label="Registrations per day">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Created</th>
                <th scope="col">Claimed</th>
                <th scope="col">Completed</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {recap.data.data.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.day}</th>
                  <td className="column-number">{day.created}</td>
                  <td className="column-number">{day.claimed}</td>
                  <td className="column-number">{day.completed}</td>
                  <td>
                    {day.by.map((who) => (
                      <div key={who.user_id}>
                        {who.email}: {who.claimed} claimed, {who.completed} completed
                      </div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../api/error-message';
import { BackLink } from '../ui/back-link';
import { registrationQueries } from './queries';
import './registration-screens.css';

/** /registrations/recap: per day, what was created, claimed and completed, and by whom. */
export function RecapPage() {
  const recap = useQuery(registrationQueries.recap({}));
  return (
    <section>
      <BackLink href="/registrations">Registrations</BackLink>
      <h1>Registration recap</h1>
      {recap.error ? (
        <p className="alert" role="alert">
          Could not load the recap: {errorMessage(recap.error)}
        </p>
      ) : null}
      {!recap.data && !recap.error ? <p role="status">Loading…</p> : null}
      {recap.data ? (
        <>
          <p>
            From {recap.data.meta.from} to {recap.data.meta.to}: {recap.data.meta.totals.created} created, {recap.data.meta.totals.claimed} claimed,{' '}
            {recap.data.meta.totals.completed} completed.
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

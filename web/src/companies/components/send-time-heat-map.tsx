import { busiestCell } from '@tracker/core/company-email-stats';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/error-message';
import { companyQueries } from '../queries';
import './send-time-heat-map.css';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * When the company's emails are sent: a day-of-week by hour grid (UTC), each cell shaded by its
 * share of the busiest; each cell's label says its count for screen readers.
 */
export function SendTimeHeatMap({ companyId }: { companyId: string }) {
  const times = useQuery(companyQueries.sendTimes(companyId));
  if (times.error) return <p className="muted">{errorMessage(times.error)}</p>;
  if (!times.data) return <p className="muted">Loading…</p>;
  const { cells, total } = times.data.data.attributes;
  if (total === 0) return <p className="muted">No email received yet.</p>;
  const most = busiestCell(cells);
  const count = (day: number, hour: number) => cells.find((c) => c.day === day && c.hour === hour)?.emails ?? 0;
  return (
    <table className="send-time-heat-map">
      <caption>{total.toLocaleString('en-US')} emails by day and hour sent, UTC</caption>
      <thead>
        <tr>
          <td />
          {HOURS.map((hour) => (
            <th key={hour} scope="col">
              {/* Every hour is named for screen readers; every sixth is shown. */}
              {hour % 6 === 0 ? hour : <span className="visually-hidden">{hour}</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {DAYS.map((name, day) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {HOURS.map((hour) => {
              const emails = count(day, hour);
              return (
                <td
                  key={hour}
                  aria-label={`${name} ${hour}:00: ${emails} ${emails === 1 ? 'email' : 'emails'}`}
                  title={`${name} ${hour}:00 UTC: ${emails}`}
                  style={{ opacity: emails === 0 ? 0.08 : 0.25 + 0.75 * (emails / most) }}
                />
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

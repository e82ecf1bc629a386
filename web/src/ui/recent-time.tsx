import { formatDateTime, formatRecentDate } from './format-date';

/** A date-time shown relative when recent, else absolute (spec section 9); the full value on hover. */
export function RecentTime({ value, now }: { value: string; now: Date }) {
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatRecentDate(value, now)}
    </time>
  );
}

import { REGISTRATION_RECAP_DAYS, REGISTRATION_RECAP_MAX_DAYS } from './constants';

/** The days a recap covers, first and last included, as YYYY-MM-DD. */
export type RecapRange = { from: string; to: string };

/** Why a recap's range is refused, and which query parameter to fix. */
export type RecapRangeProblem = { parameter: 'from' | 'to'; message: string };

/**
 * Days since 1970-01-01 of a proleptic Gregorian day (days_from_civil), for any year: plain
 * arithmetic, as `Date.UTC` reads years below 100 as 19xx.
 */
function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + date - 1;
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468;
}

function dayFromNumber(n: number): string {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const date = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/**
 * Why `from`..`to` cannot be recapped, if it cannot: reversed, or longer than the cap (a recap is a
 * day per row, so an unbounded range costs the server minutes and the caller megabytes).
 * `tooLong` names the parameter to move when the range is too long: the one the caller gave.
 */
export function recapRangeProblem({ from, to }: RecapRange, tooLong: 'from' | 'to' = 'to'): RecapRangeProblem | undefined {
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) return { parameter: 'from', message: `from (${from}) comes after to (${to}): give from on or before to` };
  if (days > REGISTRATION_RECAP_MAX_DAYS) {
    return {
      parameter: tooLong,
      message: `A recap covers at most ${REGISTRATION_RECAP_MAX_DAYS} days; ${from} to ${to} is ${days}: narrow the range`,
    };
  }
  return undefined;
}

/**
 * The range a recap query asks for, `today` filling what it leaves out: `to` defaults to today and
 * `from` to the default span before `to`.
 */
export function recapRange(query: Partial<RecapRange>, today: string): { range: RecapRange } | { problem: RecapRangeProblem } {
  const to = query.to ?? today;
  const from = query.from ?? dayFromNumber(dayNumber(to) - (REGISTRATION_RECAP_DAYS - 1));
  const problem = recapRangeProblem({ from, to }, query.to === undefined ? 'from' : 'to');
  return problem ? { problem } : { range: { from, to } };
}

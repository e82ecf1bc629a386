/**
 * A day typed in a cell of an imported file, read only where its form says which day it is:
 * YYYY-MM-DD (or with / or . between), an ISO date-time (kept as it is), D.M.YYYY (dots are day
 * first), a month by name (`Dec 1, 2026`, `1 December 2026`), and slash dates. A slash date whose
 * day and month could swap (`05/12/2026`) is read in the order the caller says, never guessed.
 */

export const SLASH_DATE_ORDERS = ['dmy', 'mdy'] as const;
export type SlashDateOrder = (typeof SLASH_DATE_ORDERS)[number];

export const SLASH_DATE_ORDER_LABELS: Record<SlashDateOrder, string> = { dmy: 'day/month/year', mdy: 'month/day/year' };

export type CellDay =
  | { day: string }
  /** `ambiguous`: a slash date that reads as two days, for want of an order. */
  | { problem: string; ambiguous?: true };

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);
const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

/** A month by its English name or its first three letters (`Dec`, `Sept`, `december`). */
function monthNamed(text: string): number | undefined {
  const name = text.toLowerCase().replace(/\.$/, '');
  if (name.length < 3) return undefined;
  const index = MONTHS.findIndex((month) => month.startsWith(name) || (name === 'sept' && month === 'september'));
  return index === -1 ? undefined : index + 1;
}

function dayOf(year: number, month: number, day: number, text: string): CellDay {
  // 2/30/2026 and the like: no such day. Counted, not built as a date: a sheet has thousands of them.
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { problem: `"${text}" is no such day` };
  return { day: `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}` };
}

/** The order a slash date shows by itself: day first when its first part is past 12, month first when its second is. */
export function slashDateOrderShown(value: string): SlashDateOrder | undefined {
  const slash = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value.trim());
  if (!slash) return undefined;
  const [first, second] = [Number(slash[1]), Number(slash[2])];
  if (first > 12 && second <= 12) return 'dmy';
  if (second > 12 && first <= 12) return 'mdy';
  return undefined;
}

export function readCellDay(value: string, order?: SlashDateOrder): CellDay {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return Number.isNaN(Date.parse(text)) ? { problem: `"${text}" is no such time` } : { day: text };
  const yearFirst = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/.exec(text);
  if (yearFirst) return dayOf(Number(yearFirst[1]), Number(yearFirst[3]), Number(yearFirst[4]), text);
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (dotted) return dayOf(Number(dotted[3]), Number(dotted[2]), Number(dotted[1]), text);
  const named = /^([a-z]+\.?)\s+(\d{1,2}),?\s+(\d{4})$/i.exec(text) ?? /^(\d{1,2})\s+([a-z]+\.?),?\s+(\d{4})$/i.exec(text);
  if (named) {
    const [monthText, dayText] = /^\d/.test(named[1]!) ? [named[2]!, named[1]!] : [named[1]!, named[2]!];
    const month = monthNamed(monthText);
    if (month !== undefined) return dayOf(Number(named[3]), month, Number(dayText), text);
  }
  const slash = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (slash) {
    const [first, second, year] = [Number(slash[1]), Number(slash[2]), fullYear(slash[3]!)];
    const shown = slashDateOrderShown(text);
    const chosen = order ?? shown ?? (first === second ? 'dmy' : undefined);
    if (chosen === undefined) {
      return {
        problem: `"${text}" could be ${first} ${MONTH_NAMES[second - 1] ?? '?'} or ${MONTH_NAMES[first - 1] ?? '?'} ${second}: say whether slash dates are day/month/year or month/day/year`,
        ambiguous: true,
      };
    }
    if (order && shown && shown !== order) return { problem: `"${text}" is not a date in ${SLASH_DATE_ORDER_LABELS[order]} order` };
    return chosen === 'dmy' ? dayOf(year, second, first, text) : dayOf(year, first, second, text);
  }
  return { problem: `"${text}" is not a date (YYYY-MM-DD)` };
}

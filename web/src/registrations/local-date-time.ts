import { format, isValid, parseISO } from 'date-fns';

/** An instant as a `datetime-local` input shows it (local time, to the minute); empty for none. */
export function toLocalDateTime(value: string | null): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
}

/** What a `datetime-local` input holds (local time) as the ISO instant the API takes. */
export function fromLocalDateTime(value: string): string {
  return parseISO(value).toISOString();
}

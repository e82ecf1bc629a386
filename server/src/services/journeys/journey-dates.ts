import { dayStart, isBareDay } from '@tracker/core';
import { AppError } from '../../errors/app-error';

/** A journey date from the API: a bare day is its first instant (UTC), a date-time that instant. */
export function journeyInstant(value: string, pointer: string): Date {
  try {
    return isBareDay(value) ? dayStart(value) : new Date(value);
  } catch {
    throw new AppError('invalid_input', `There is no day ${value}.`, { pointer });
  }
}

/** Refuses an end before the start, pointing at the end date. */
export function assertEndNotBeforeStart(start: Date, end: Date): void {
  if (end.getTime() < start.getTime()) {
    throw new AppError('invalid_input', 'The end date is before the start date.', { pointer: '/end_date' });
  }
}

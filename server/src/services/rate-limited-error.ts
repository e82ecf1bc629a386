import { minutesAhead } from '@tracker/core';
import { AppError } from '../errors/app-error';

/**
 * The 429 for a limit of `windowMinutes`, reached by requests of which `oldest` is the earliest
 * counted: Retry-After lasts until it leaves the window, and the detail says so in minutes.
 */
export function rateLimitedError(what: string, oldest: Date, windowMinutes: number, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((minutesAhead(oldest, windowMinutes).getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError('rate_limited', `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    headers: { 'retry-after': String(seconds) },
  });
}

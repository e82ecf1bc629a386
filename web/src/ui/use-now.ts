import { useEffect, useState } from 'react';
import { useClock } from './clock/clock-context';

/** The current time, refreshed every `intervalMs` (a minute by default), so relative dates stay true. */
export function useNow(intervalMs = 60_000): Date {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), intervalMs);
    return () => clearInterval(timer);
  }, [clock, intervalMs]);
  return now;
}

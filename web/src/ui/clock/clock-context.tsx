import { localZone, systemClock, type Clock } from '@tracker/core';
import { createContext, useContext, type ReactNode } from 'react';

// The system clock unless a provider says otherwise, so a screen rendered on its own still works.
const ClockContext = createContext<Clock>(systemClock);
// The browser's zone unless a provider names one.
const ZoneContext = createContext<string | null>(null);

type Props = {
  clock: Clock;
  /** The user's time zone; the browser's when not given. */
  zone?: string;
  children: ReactNode;
};

/** Gives every screen below it the clock their "now" comes from, and the zone their days are in; tests pass fixed ones. */
export function ClockProvider({ clock, zone, children }: Props) {
  return (
    <ClockContext value={clock}>
      <ZoneContext value={zone ?? null}>{children}</ZoneContext>
    </ClockContext>
  );
}

/** The console's clock: ask it for "now" instead of the system. */
export function useClock(): Clock {
  return useContext(ClockContext);
}

/** The user's time zone, where the days a screen offers (date-range presets) begin and end. */
export function useTimeZone(): string {
  return useContext(ZoneContext) ?? localZone();
}

import { systemClock, type Clock } from '@tracker/core';
import { createContext, useContext, type ReactNode } from 'react';

// The system clock unless a provider says otherwise, so a screen rendered on its own still works.
const ClockContext = createContext<Clock>(systemClock);

/** Gives every screen below it the clock their "now" comes from; tests pass a fixed one. */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext value={clock}>{children}</ClockContext>;
}

/** The console's clock: ask it for "now" instead of the system. */
export function useClock(): Clock {
  return useContext(ClockContext);
}

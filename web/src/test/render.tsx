import { QueryClientProvider } from '@tanstack/react-query';
import type { Clock } from '@tracker/core';
import { testClock } from '@tracker/core/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../app/query-client';
import { ClockProvider } from '../ui/clock/clock-context';
import { CommandProvider } from '../ui/commands/commands-context';

type RenderOptions = {
  /** The console's clock; TEST_NOW unless the test needs another "now". */
  clock?: Clock;
  /** The user's time zone; the machine's unless the test names one. */
  zone?: string;
};

/** Renders `ui` at `path` with the console's providers and an in-memory location to inspect. */
export function renderAt(path: string, ui: ReactNode, { clock = testClock, zone }: RenderOptions = {}) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <ClockProvider clock={clock} zone={zone}>
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook}>
          <CommandProvider>{ui}</CommandProvider>
        </Router>
      </QueryClientProvider>
    </ClockProvider>,
  );
  return { ...view, location, currentPath: () => location.history.at(-1) };
}

/** Renders `ui` at `path` in the real browser history (jsdom's), for tests of Back and Forward. */
export function renderInBrowserAt(path: string, ui: ReactNode, { clock = testClock, zone }: RenderOptions = {}) {
  window.history.replaceState(null, '', path);
  const view = render(
    <ClockProvider clock={clock} zone={zone}>
      <QueryClientProvider client={createQueryClient()}>
        <Router>
          <CommandProvider>{ui}</CommandProvider>
        </Router>
      </QueryClientProvider>
    </ClockProvider>,
  );
  return { ...view, currentPath: () => window.location.pathname + window.location.search };
}

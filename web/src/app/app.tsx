import { QueryClientProvider } from '@tanstack/react-query';
import { systemClock } from '@tracker/core';
import { useState } from 'react';
import { Router } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { ClockProvider } from '../ui/clock/clock-context';
import { CommandProvider } from '../ui/commands/commands-context';
import { guardedLocation } from '../ui/leave-guard/guarded-location';
import { LeaveConfirm } from '../ui/leave-guard/leave-confirm';
import { AppRoutes } from './app-routes';
import { createQueryClient } from './query-client';

// Every route change of the console asks first while a form holds unsaved edits.
const useGuardedLocation = guardedLocation(useBrowserLocation);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ClockProvider clock={systemClock}>
      <QueryClientProvider client={queryClient}>
        <Router hook={useGuardedLocation}>
          <CommandProvider>
            <AppRoutes />
            <LeaveConfirm />
          </CommandProvider>
        </Router>
      </QueryClientProvider>
    </ClockProvider>
  );
}

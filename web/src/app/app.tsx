import { QueryClientProvider } from '@tanstack/react-query';
import { systemClock } from '@tracker/core';
import { useState } from 'react';
import { ClockProvider } from '../ui/clock/clock-context';
import { CommandProvider } from '../ui/commands/commands-context';
import { AppRoutes } from './app-routes';
import { createQueryClient } from './query-client';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ClockProvider clock={systemClock}>
      <QueryClientProvider client={queryClient}>
        <CommandProvider>
          <AppRoutes />
        </CommandProvider>
      </QueryClientProvider>
    </ClockProvider>
  );
}

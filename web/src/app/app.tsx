import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { CommandProvider } from '../ui/commands/commands-context';
import { AppRoutes } from './app-routes';
import { createQueryClient } from './query-client';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CommandProvider>
        <AppRoutes />
      </CommandProvider>
    </QueryClientProvider>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { CenteredProgress } from '../components/common/centered-progress.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';
import { StartupGate } from './startup-gate.tsx';
import { AppThemeProvider } from './theme-provider.tsx';

// Created once per page: the router starts loading the first screen while start-up data loads.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

/** Providers from the outside in: data cache, theme, translations (Suspense), start-up data, routes. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <Suspense fallback={<CenteredProgress fullScreen />}>
          <StartupGate>
            <RouterProvider router={router} />
          </StartupGate>
        </Suspense>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}

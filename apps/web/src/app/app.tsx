import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { CenteredProgress } from '../components/common/centered-progress.tsx';
import { activeTripQuery } from '../entities/trips/api/get-active-trip.ts';
import { tripsQuery } from '../entities/trips/api/get-trips.ts';
import { sessionQuery } from '../lib/session.tsx';
import { prefetchFirstScreen } from './first-screen-data.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';
import { StartupGate } from './startup-gate.tsx';
import { AppThemeProvider } from './theme-provider.tsx';

// Created once per page: the router starts loading the first screen, and the start-up data and the session (which
// every screen's header shows) are asked for, while the first texts load.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
void queryClient.prefetchQuery(activeTripQuery);
void queryClient.prefetchQuery(tripsQuery);
void queryClient.prefetchQuery(sessionQuery);
prefetchFirstScreen(queryClient, window.location).catch(() => {
  // The screen asks again itself, and says what went wrong.
});

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

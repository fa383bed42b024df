import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import Button from '@mui/material/Button';
import { useQueries } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredProgress } from '../components/common/centered-progress.tsx';
import { MessagePanel } from '../components/common/message-panel.tsx';
import { activeTripQuery } from '../entities/trips/api/get-active-trip.ts';
import { tripsQuery } from '../entities/trips/api/get-trips.ts';
import { SelectedTripProvider } from '../lib/selected-trip.tsx';

/** The active trip (and the trip list) load before any route is shown (docs/product/screens.md#start-up). */
export function StartupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [active, all] = useQueries({ queries: [activeTripQuery, tripsQuery] });
  const failure = active.error ?? all.error;
  useEffect(() => {
    if (failure) console.error(failure);
  }, [failure]);

  if (active.isError || all.isError) {
    const retry = () => void Promise.all([active.refetch(), all.refetch()]);
    return (
      <MessagePanel
        icon={<CloudOffOutlinedIcon />}
        title={t('startup.failedTitle')}
        body={t('startup.failedBody')}
        actions={
          <Button variant="contained" onClick={retry} disabled={active.isFetching || all.isFetching}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  }
  if (active.isPending || all.isPending) return <CenteredProgress fullScreen label={t('startup.loading')} />;
  if (all.data.length === 0) return <MessagePanel title={t('startup.noTripsTitle')} body={t('startup.noTripsBody')} />;

  return (
    <SelectedTripProvider trips={all.data} activeTripId={active.data?.id ?? null}>
      {children}
    </SelectedTripProvider>
  );
}

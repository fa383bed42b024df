import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '../../lib/localized.ts';
import { emergencyOf } from './components/departure-facts.tsx';
import { SyncBar } from './components/sync-bar.tsx';
import { TripDayFrame } from './components/trip-day-frame.tsx';
import { departureView, type TripDayState } from './model/trip-day-state.ts';
import { useTripDay, type TripDay, type WipeReason } from './model/use-trip-day.ts';
import { DepartureScreen } from './screens/departure-screen.tsx';
import { HeadcountScreen } from './screens/headcount-screen.tsx';
import { SetupScreen } from './screens/setup-screen.tsx';
import { UnlockScreen } from './screens/unlock-screen.tsx';

/** The escorts' phone tool at `/trip-day` (docs/product/trip-day.md#on-the-phone). */
export function TripDayApp() {
  const tripDay = useTripDay();
  const { phase } = tripDay;
  return (
    <TripDayFrame>
      {phase.name === 'setup' ? <SetupScreen onReady={tripDay.create} /> : null}
      {phase.name === 'locked' ? (
        <UnlockScreen wrongPins={phase.wrongPins} onUnlock={tripDay.unlock} onRemove={() => void tripDay.remove()} />
      ) : null}
      {phase.name === 'wiped' ? <Wiped reason={phase.reason} onAgain={tripDay.startAgain} /> : null}
      {phase.name === 'open' ? <OpenTripDay state={phase.state} tripDay={tripDay} /> : null}
    </TripDayFrame>
  );
}

function Wiped({ reason, onAgain }: { reason: WipeReason; onAgain(): void }) {
  const { t } = useTranslation('tripDay');
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('wiped.heading')}
      </Typography>
      <Alert severity="info">{t(`wiped.${reason}`)}</Alert>
      <Button variant="contained" onClick={onAgain}>
        {t('wiped.again')}
      </Button>
    </Stack>
  );
}

function OpenTripDay({ state, tripDay }: { state: TripDayState; tripDay: TripDay }) {
  const { t, i18n } = useTranslation('tripDay');
  const [departureId, setDepartureId] = useState(state.packs[0]!.departure.id);
  const [checkpointKey, setCheckpointKey] = useState<string | null>(null);
  const pack = state.packs.find((one) => one.departure.id === departureId) ?? state.packs[0]!;
  const view = departureView(state, pack);
  const checkpoint = checkpointKey ? view.checkpoints.find((one) => one.key === checkpointKey) : undefined;
  const act = (action: Parameters<TripDay['act']>[0]) => void tripDay.act(action);
  const remove = () => {
    if (window.confirm(t('home.removeConfirm'))) void tripDay.remove();
  };
  return (
    <>
      <SyncBar state={state} connection={tripDay.connection} onSendNow={() => void tripDay.sendNow()} />
      {checkpoint ? (
        <HeadcountScreen
          state={state}
          departureId={pack.departure.id}
          checkpoint={checkpoint}
          institutePhone={emergencyOf(pack)?.institutePhone ?? null}
          onAct={act}
          onBack={() => setCheckpointKey(null)}
        />
      ) : (
        <>
          <DepartureScreen
            view={view}
            departures={state.packs.map((one) => ({
              id: one.departure.id,
              label: localize(one.departure.label, i18n.language),
            }))}
            onSwitch={setDepartureId}
            onOpen={(chosen) => setCheckpointKey(chosen.key)}
            onAct={act}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Button variant="outlined" onClick={tripDay.lock}>
              {t('home.lock')}
            </Button>
            <Button color="error" onClick={remove}>
              {t('home.remove')}
            </Button>
          </Stack>
        </>
      )}
    </>
  );
}

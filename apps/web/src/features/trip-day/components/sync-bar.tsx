import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { clockTime } from '../model/clock-time.ts';
import type { Connection } from '../model/use-trip-day.ts';
import type { TripDayState } from '../model/trip-day-state.ts';

type SyncBarProps = { state: TripDayState; connection: Connection; onSendNow(): void };

/** Whether the office has this phone's counts yet, and what the server would not take. */
export function SyncBar({ state, connection, onSendNow }: SyncBarProps) {
  const { t, i18n } = useTranslation('tripDay');
  const waiting = state.queue.length;
  const time = state.lastContact ? clockTime(state.lastContact, i18n.language) : null;
  const message =
    connection === 'offline'
      ? t('sync.offline')
      : connection === 'signed-out'
        ? t('sync.signedOut')
        : waiting > 0
          ? t('sync.waiting', { count: waiting })
          : time
            ? t('sync.allSentAt', { time })
            : t('sync.allSent');
  const severity = connection === 'offline' || connection === 'signed-out' || waiting > 0 ? 'warning' : 'success';
  return (
    <>
      <Alert
        severity={severity}
        role="status"
        action={
          waiting > 0 && connection !== 'signed-out' ? (
            <Button color="inherit" size="small" onClick={onSendNow}>
              {t('sync.now')}
            </Button>
          ) : undefined
        }
      >
        {waiting > 0 && connection === 'offline' ? `${t('sync.waiting', { count: waiting })}. ${message}` : message}
      </Alert>
      {state.refused.slice(-3).map((refusal) => (
        <Alert key={refusal.action.actionId} severity="error">
          {t('sync.refused', { what: refusal.code })}
        </Alert>
      ))}
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CheckpointState, TripDayOffice } from '@voyage/domain';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { Section } from '../../../components/data/section.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { travellerName } from '../../../entities/travellers/traveller-name.ts';
import { localize } from '../../../lib/localized.ts';
import { useCan } from '../../../lib/session.tsx';
import { useTripDayOffice } from '../api/get-trip-day-office.ts';
import { CheckpointHistoryDialog } from './checkpoint-history-dialog.tsx';
import { LiveView } from './live-view.tsx';
import { CheckpointRow, hasStarted, type NameOf } from './trip-day-checkpoint.tsx';

/** Every traveller reported missing and not found since: where, when and by whom. */
function MissingAlert({ office, nameOf }: { office: TripDayOffice; nameOf: NameOf }) {
  const { t } = useTranslation('operations');
  const fmt = useFormatters();
  if (office.missing.length === 0) return null;
  const titles = new Map(office.checkpoints.map((checkpoint) => [checkpoint.key, checkpoint.title]));
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      <Box
        component="ul"
        sx={{ m: 0, pl: office.missing.length > 1 ? 2 : 0, listStyle: office.missing.length > 1 ? undefined : 'none' }}
      >
        {office.missing.map((mark) => {
          const title = titles.get(mark.checkpointKey);
          return (
            <li key={mark.travellerId}>
              {t('tripDay.reportedMissing', {
                name: nameOf(mark.travellerId),
                checkpoint: title ? localize(title, fmt.locale) : t('tripDay.unknownCheckpoint'),
                time: fmt.time(mark.at),
                by: mark.byName,
              })}
            </li>
          );
        })}
      </Box>
    </Alert>
  );
}

function TripDayBoard({ office }: { office: TripDayOffice }) {
  const { t } = useTranslation('operations');
  const [historyOf, setHistoryOf] = useState<CheckpointState | null>(null);
  const names = new Map(office.travellers.map((traveller) => [traveller.id, travellerName(traveller)]));
  const nameOf: NameOf = (travellerId) => names.get(travellerId) ?? t('tripDay.unknownTraveller');
  return (
    <>
      <MissingAlert office={office} nameOf={nameOf} />
      {office.checkpoints.some(hasStarted) ? null : (
        <Box sx={{ mb: 2 }}>
          <EmptyState message={t('tripDay.empty')} />
        </Box>
      )}
      <Box
        component="ol"
        aria-label={t('tripDay.checkpoints')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {office.checkpoints.map((checkpoint) => (
          <CheckpointRow
            key={checkpoint.key}
            checkpoint={checkpoint}
            rosterSize={office.travellers.length}
            nameOf={nameOf}
            onHistory={() => setHistoryOf(checkpoint)}
          />
        ))}
      </Box>
      <CheckpointHistoryDialog
        departureId={office.departureId}
        checkpoint={historyOf}
        onClose={() => setHistoryOf(null)}
      />
    </>
  );
}

function TripDayLive({ departureId }: { departureId: number }) {
  const { t } = useTranslation(['operations', 'components']);
  const fmt = useFormatters();
  const query = useTripDayOffice(departureId);
  const updatedAt = query.dataUpdatedAt > 0 ? fmt.time(new Date(query.dataUpdatedAt).toISOString()) : null;
  return (
    <Section
      title={t('tripDay.title')}
      actions={
        updatedAt ? (
          <Typography variant="body2" color="text.secondary">
            {t('tripDay.updatedAt', { time: updatedAt })}
          </Typography>
        ) : null
      }
    >
      <LiveView query={query} what="trip day">
        {(office) => <TripDayBoard office={office} />}
      </LiveView>
    </Section>
  );
}

/**
 * "Trip day" on the departure screen (docs/product/trip-day.md#the-office): the checkpoints as escorts count
 * them, read again every 15 seconds. Only for the roles with the `trip-day` capability.
 */
export function TripDaySection({ departureId }: { departureId: number }) {
  const canRead = useCan('trip-day');
  return canRead ? <TripDayLive departureId={departureId} /> : null;
}

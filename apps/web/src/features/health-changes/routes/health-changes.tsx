import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Section } from '../../../components/data/section.tsx';
import { CardsSkeleton } from '../../../components/data/skeletons.tsx';
import { DecisionOutcome, OutcomeAlert, type Outcome } from '../../../components/review/decision-outcome.tsx';
import { localize } from '../../../lib/localized.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { useHealthChanges } from '../../../entities/health/api/staff-addenda.ts';
import { useDepartures } from '../../../entities/trips/api/get-departures.ts';
import { HealthChangeCard } from '../components/health-change-card.tsx';

const ALL = 'all';
/** A departure's key in the address and the filter: its id, or `none` for schools on no departure yet. */
const departureKey = (departureId: number | null) => (departureId === null ? 'none' : String(departureId));

/**
 * `/admin/health-changes`: the selected trip's changes waiting for the health lead, oldest first, filtered by
 * departure from the address (the dashboard links here), each acknowledged right in the list
 * (docs/product/health.md#health-changes). The menu shows it to the `health` capability only.
 */
export default function HealthChangesScreen() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { tripId } = useSelectedTrip();
  const [params, setParams] = useSearchParams();
  const changes = useHealthChanges(tripId);
  const departures = useDepartures(tripId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The trip's departures, then schools on none yet when a change is theirs.
  const choices = [
    ...(departures.data ?? []).map((departure) => ({
      key: String(departure.id),
      name: localize(departure.label, locale),
    })),
    ...(changes.data?.some((row) => row.departureId === null) || params.get('departure') === 'none'
      ? [{ key: 'none', name: t('dashboard.health.unplaced') }]
      : []),
  ];
  const asked = params.get('departure') ?? ALL;
  const filter = asked === ALL || choices.some((choice) => choice.key === asked) || !departures.data ? asked : ALL;
  const nameOf = (departureId: number | null) =>
    choices.find((choice) => choice.key === departureKey(departureId))?.name ?? '';

  const choose = (key: string) => {
    setOutcome(null);
    setParams(key === ALL ? {} : { departure: key }, { replace: true });
  };
  const acknowledged = (name: string) => {
    setOutcome({ severity: 'success', text: t('healthChanges.acknowledgedFor', { name }) });
    // The button pressed leaves with its change: the focus goes to what happened.
    outcomeRef.current?.focus();
  };

  return (
    <>
      <PageHeader title={t('healthChanges.title')} subtitle={t('healthChanges.subtitle')} />
      <Section
        title={t('healthChanges.listTitle')}
        actions={
          <TextField
            select
            size="small"
            label={t('healthChanges.filter')}
            // Until the departures' names are read, the filter waits (the list already keeps to the address).
            value={departures.data ? filter : ALL}
            disabled={!departures.data}
            onChange={(event) => choose(event.target.value)}
            sx={{ width: { xs: '100%', md: 280 } }}
          >
            <MenuItem value={ALL}>{t('healthChanges.allDepartures')}</MenuItem>
            {choices.map((choice) => (
              <MenuItem key={choice.key} value={choice.key}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
        }
      >
        <DecisionOutcome outcomeRef={outcomeRef}>{outcome ? <OutcomeAlert outcome={outcome} /> : null}</DecisionOutcome>
        <QueryState
          query={changes}
          what="health changes"
          skeleton={<CardsSkeleton count={2} perRow={2} />}
          isEmpty={(rows) => rows.every((row) => filter !== ALL && departureKey(row.departureId) !== filter)}
          emptyMessage={t('healthChanges.empty')}
        >
          {(rows) => (
            <Stack
              component="ul"
              spacing={1.5}
              aria-label={t('healthChanges.listTitle')}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {rows
                .filter((row) => filter === ALL || departureKey(row.departureId) === filter)
                .map((row) => (
                  <HealthChangeCard
                    key={row.id}
                    change={row}
                    tripId={tripId}
                    departureName={nameOf(row.departureId)}
                    onAcknowledged={acknowledged}
                  />
                ))}
            </Stack>
          )}
        </QueryState>
      </Section>
    </>
  );
}

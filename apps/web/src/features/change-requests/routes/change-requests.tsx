import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Section } from '../../../components/data/section.tsx';
import { CardsSkeleton } from '../../../components/data/skeletons.tsx';
import { DecisionOutcome, OutcomeAlert } from '../../../components/review/decision-outcome.tsx';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { useWaitingChangeRequests } from '../../../entities/corrections/api/staff-change-requests.ts';
import { ChangeRequestCard } from '../../../entities/corrections/change-request-card.tsx';
import { useChangeRequestOutcome } from '../../../entities/corrections/use-change-request-outcome.ts';

/**
 * `/admin/change-requests`: the selected trip's change requests waiting, oldest first, each approved or refused
 * right in the list (docs/product/corrections.md#staff-decide). The menu shows it to staff who correct
 * registrations.
 */
export default function ChangeRequestsScreen() {
  const { t } = useTranslation('admin');
  const { tripId } = useSelectedTrip();
  const requests = useWaitingChangeRequests(tripId);
  const { outcome, outcomeRef, decided, onDialogExited } = useChangeRequestOutcome();
  return (
    <>
      <PageHeader title={t('changeRequests.title')} subtitle={t('changeRequests.subtitle')} />
      <Section title={t('changeRequests.listTitle')}>
        <DecisionOutcome outcomeRef={outcomeRef}>{outcome ? <OutcomeAlert outcome={outcome} /> : null}</DecisionOutcome>
        <QueryState
          query={requests}
          what="change requests"
          skeleton={<CardsSkeleton count={2} perRow={2} />}
          isEmpty={(rows) => rows.length === 0}
          emptyMessage={t('changeRequests.empty')}
        >
          {(rows) => (
            <Stack
              component="ul"
              spacing={1.5}
              aria-label={t('changeRequests.listTitle')}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {rows.map((request) => (
                <ChangeRequestCard
                  key={request.id}
                  request={request}
                  tripId={tripId}
                  canDecide
                  onDecided={decided}
                  onDialogExited={onDialogExited}
                />
              ))}
            </Stack>
          )}
        </QueryState>
      </Section>
    </>
  );
}

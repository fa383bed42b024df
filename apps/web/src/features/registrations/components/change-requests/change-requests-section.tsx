import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/data/query-state.tsx';
import { Section } from '../../../../components/data/section.tsx';
import { DetailSkeleton } from '../../../../components/data/skeletons.tsx';
import { DecisionOutcome, OutcomeAlert } from '../../../../components/review/decision-outcome.tsx';
import { useTravellerChangeRequests } from '../../../../entities/corrections/api/staff-change-requests.ts';
import { ChangeRequestCard } from '../../../../entities/corrections/change-request-card.tsx';
import { useChangeRequestOutcome } from '../../../../entities/corrections/use-change-request-outcome.ts';
import { useCan } from '../../../../lib/session.tsx';
import { useRefreshRegistrations } from '../../api/refresh-registrations.ts';

/**
 * The changes the family asked for after its details froze, newest first (docs/product/corrections.md#staff-decide):
 * each field from what to what and its answer; staff who correct registrations approve or refuse one waiting.
 * An approval changes the details above, so the registration is read again.
 */
export function ChangeRequestsSection({ travellerId }: { travellerId: string }) {
  const { t } = useTranslation('admin');
  const requests = useTravellerChangeRequests(travellerId);
  const canDecide = useCan('registrations.review');
  const refreshRegistrations = useRefreshRegistrations();
  const { outcome, outcomeRef, decided, onDialogExited } = useChangeRequestOutcome();
  return (
    <Section title={t('changeRequests.title')}>
      <DecisionOutcome outcomeRef={outcomeRef}>{outcome ? <OutcomeAlert outcome={outcome} /> : null}</DecisionOutcome>
      <QueryState
        query={requests}
        what="change requests"
        skeleton={<DetailSkeleton lines={3} />}
        isEmpty={(rows) => rows.length === 0}
        emptyMessage={t('changeRequests.sectionEmpty')}
      >
        {(rows) => (
          <Stack
            component="ul"
            spacing={1.5}
            aria-label={t('changeRequests.title')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {rows.map((request) => (
              <ChangeRequestCard
                key={request.id}
                request={request}
                canDecide={canDecide}
                onDecided={(text, how) => {
                  decided(text, how);
                  void refreshRegistrations();
                }}
                onDialogExited={onDialogExited}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

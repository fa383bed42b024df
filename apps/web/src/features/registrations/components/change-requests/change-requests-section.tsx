import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/data/query-state.tsx';
import { Section } from '../../../../components/data/section.tsx';
import { DetailSkeleton } from '../../../../components/data/skeletons.tsx';
import { useTravellerChangeRequests } from '../../../../entities/corrections/api/staff-change-requests.ts';
import { ChangeRequestList } from '../../../../entities/corrections/change-request-list.tsx';
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
  return (
    <Section title={t('changeRequests.title')}>
      <QueryState query={requests} what="change requests" skeleton={<DetailSkeleton lines={3} />}>
        {(rows) => (
          <ChangeRequestList
            requests={rows}
            label={t('changeRequests.title')}
            emptyMessage={t('changeRequests.sectionEmpty')}
            canDecide={canDecide}
            onDecided={() => void refreshRegistrations()}
          />
        )}
      </QueryState>
    </Section>
  );
}

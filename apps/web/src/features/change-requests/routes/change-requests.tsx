import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Section } from '../../../components/data/section.tsx';
import { CardsSkeleton } from '../../../components/data/skeletons.tsx';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { useWaitingChangeRequests } from '../../../entities/corrections/api/staff-change-requests.ts';
import { ChangeRequestList } from '../../../entities/corrections/change-request-list.tsx';

/**
 * `/admin/change-requests`: the selected trip's change requests waiting, oldest first, each approved or refused
 * right in the list (docs/product/corrections.md#staff-decide). The menu shows it to staff who correct
 * registrations.
 */
export default function ChangeRequestsScreen() {
  const { t } = useTranslation('admin');
  const { tripId } = useSelectedTrip();
  const requests = useWaitingChangeRequests(tripId);
  return (
    <>
      <PageHeader title={t('changeRequests.title')} subtitle={t('changeRequests.subtitle')} />
      <Section title={t('changeRequests.listTitle')}>
        <QueryState query={requests} what="change requests" skeleton={<CardsSkeleton count={2} perRow={2} />}>
          {(rows) => (
            <ChangeRequestList
              requests={rows}
              label={t('changeRequests.listTitle')}
              emptyMessage={t('changeRequests.empty')}
              tripId={tripId}
              canDecide
            />
          )}
        </QueryState>
      </Section>
    </>
  );
}

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { StaffWaitingEntry } from '@voyage/domain';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { ListExportMenu } from '../../../components/data/list-export-menu.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { TableSkeleton } from '../../../components/data/skeletons.tsx';
import { travellerName } from '../../../entities/travellers/traveller-name.ts';
import { tripTitle } from '../../../lib/localized.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { useStaffWaitingList } from '../api/staff-waiting-list.ts';
import { usePlaceDraw } from '../../../entities/trips/api/place-draw.ts';
import { DrawPanel } from '../components/draw-panel.tsx';
import { OfferOutOfTurnDialog } from '../components/offer-out-of-turn-dialog.tsx';
import { WaitingListTable } from '../components/waiting-list-table.tsx';

/**
 * `/admin/waiting-list`: the selected trip's waiting list in its order, each entry's state, and an offer out
 * of turn with a reason (docs/product/places.md#waiting-list), and the fair draw's state and record
 * (docs/product/places.md#fair-allocation).
 */
export default function WaitingListScreen() {
  const { t, i18n } = useTranslation(['admin', 'exports']);
  const { tripId, trip } = useSelectedTrip();
  const list = useStaffWaitingList(tripId);
  const draw = usePlaceDraw(tripId);
  const [offering, setOffering] = useState<StaffWaitingEntry | null>(null);
  const [offered, setOffered] = useState<string | null>(null);
  const onOffer = useCallback((entry: StaffWaitingEntry) => {
    setOffered(null);
    setOffering(entry);
  }, []);
  return (
    <>
      <PageHeader
        title={t('waitingList.title')}
        subtitle={tripTitle(trip, i18n.language)}
        actions={
          tripId === undefined ? null : (
            <ListExportMenu label={t('exports:waitingList')} path="admin/waiting-list" tripId={tripId} />
          )
        }
      />
      <Typography sx={{ mb: 2, maxWidth: '75ch' }}>{t('waitingList.intro')}</Typography>
      {draw.data && tripId !== undefined ? <DrawPanel draw={draw.data} tripId={tripId} /> : null}
      {offered ? (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {t('waitingList.offeredTo', { name: offered })}
        </Alert>
      ) : null}
      <QueryState
        query={list}
        what="waitingList"
        skeleton={<TableSkeleton rows={4} />}
        isEmpty={(entries) => entries.length === 0}
        emptyMessage={t('waitingList.empty')}
      >
        {(entries) => <WaitingListTable entries={entries} onOffer={onOffer} />}
      </QueryState>
      <OfferOutOfTurnDialog
        entry={offering}
        onClose={() => setOffering(null)}
        onOffered={(entry) => {
          setOffering(null);
          setOffered(travellerName(entry));
        }}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { TravellerListRow } from '@voyage/domain';
import { useDepartures } from '../../../../entities/trips/api/get-departures.ts';
import { ConfirmDialog } from '../../../../components/common/confirm-dialog.tsx';
import { escortShortfalls } from './escort-shortfall.ts';
import { EscortWarning } from './escort-warning.tsx';

type BulkApproveDialogProps = {
  tripId: number;
  chosen: readonly TravellerListRow[];
  open: boolean;
  isPending: boolean;
  failure: string | null;
  onClose(): void;
  onConfirm(): void;
  onExited?(): void;
};

/** Asks before approving the chosen registrations, with the escorts each departure would then lack. */
export function BulkApproveDialog({ tripId, chosen, ...dialog }: BulkApproveDialogProps) {
  const { t } = useTranslation('admin');
  const departures = useDepartures(tripId);
  const shortfalls = escortShortfalls(departures.data ?? [], chosen);
  return (
    <ConfirmDialog
      cancelLabel={t('review.cancel')}
      {...dialog}
      title={t('bulk.dialogTitle', { count: chosen.length })}
      description={t('bulk.dialogBody')}
      confirmLabel={t(shortfalls.length > 0 ? 'review.approveDialog.confirmAnyway' : 'review.approveDialog.confirm')}
      confirmColor="success"
    >
      <EscortWarning shortfalls={shortfalls} approving={chosen.length} />
    </ConfirmDialog>
  );
}

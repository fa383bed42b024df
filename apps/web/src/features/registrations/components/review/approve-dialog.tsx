import { useTranslation } from 'react-i18next';
import type { AdminTraveller } from '@voyage/domain';
import { travellerName } from '../../../../entities/travellers/traveller-name.ts';
import { useDepartures } from '../../../../entities/trips/api/get-departures.ts';
import type { ReviewCall } from '../../api/review-registration.ts';
import { ConfirmDialog } from '../../../../components/common/confirm-dialog.tsx';
import { escortShortfalls } from './escort-shortfall.ts';
import { EscortWarning } from './escort-warning.tsx';

export type ReviewDialogProps = {
  traveller: AdminTraveller;
  open: boolean;
  isPending: boolean;
  failure: string | null;
  onClose(): void;
  onConfirm(call: ReviewCall): void;
  onExited?(): void;
};

/** Asks before approving; says so when the traveller's departure would be an escort short. */
export function ApproveDialog({ traveller, onConfirm, ...dialog }: ReviewDialogProps) {
  const { t } = useTranslation(['admin', 'components']);
  const departures = useDepartures(traveller.tripId);
  const shortfalls = escortShortfalls(departures.data ?? [], [traveller]);
  const familyLanguage: string = t(`components:language.${traveller.language}`);
  return (
    <ConfirmDialog
      cancelLabel={t('review.cancel')}
      {...dialog}
      title={t('review.approveDialog.title')}
      description={t('review.approveDialog.body', {
        name: travellerName(traveller),
        language: familyLanguage,
      })}
      confirmLabel={t(shortfalls.length > 0 ? 'review.approveDialog.confirmAnyway' : 'review.approveDialog.confirm')}
      confirmColor="success"
      onConfirm={() => onConfirm({ action: 'approve', expectedStatus: traveller.status })}
    >
      <EscortWarning shortfalls={shortfalls} approving={1} />
    </ConfirmDialog>
  );
}

import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { AdminTraveller } from '@voyage/domain';
import { travellerName } from '../../../../entities/travellers/traveller-name.ts';
import { useDepartures } from '../../../../entities/trips/api/get-departures.ts';
import type { ReviewCall } from '../../api/review-registration.ts';
import { ConfirmDialog } from '../../../../components/common/confirm-dialog.tsx';
import { escortShortfalls } from './escort-shortfall.ts';
import { EscortWarning } from './escort-warning.tsx';
import { PutOnWaitingList } from './put-on-waiting-list.tsx';

export type ReviewDialogProps = {
  traveller: AdminTraveller;
  open: boolean;
  isPending: boolean;
  failure: string | null;
  onClose(): void;
  onConfirm(call: ReviewCall): void;
  onExited?(): void;
};

type ApproveDialogProps = ReviewDialogProps & {
  /** Why the approval was refused for lack of a place ("Departure B is full: 45 of 45"); null otherwise. */
  placesRefusal?: string | null;
  /** The registration was put on the waiting list instead. */
  onPutOnWaitingList?(traveller: AdminTraveller): void;
};

/**
 * Asks before approving; says so when the traveller's departure would be an escort short. Refused for lack
 * of a place, it says why and offers to put the registration on the waiting list
 * (docs/product/places.md#a-refused-approval).
 */
export function ApproveDialog({
  traveller,
  onConfirm,
  placesRefusal = null,
  onPutOnWaitingList,
  ...dialog
}: ApproveDialogProps) {
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
      {placesRefusal ? (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
          <AlertTitle>{placesRefusal}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('review.waitingList.hint')}
          </Typography>
          <PutOnWaitingList travellerId={traveller.id} onPut={onPutOnWaitingList} />
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}

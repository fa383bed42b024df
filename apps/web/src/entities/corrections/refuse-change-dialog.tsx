import { useTranslation } from 'react-i18next';
import type { FamilyReason, StaffChangeRequest } from '@voyage/domain';
import { RejectWithReasonDialog, rejectTextsOf } from '../../components/review/reject-with-reason-dialog.tsx';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useTextsIn } from '../../lib/use-texts-in.ts';

/** Ready reasons for refusing a change; staff may write their own (`admin:changeRequests.reasons.<key>`). */
const REFUSAL_REASONS = ['roomsBooked', 'callOffice'] as const;
type RefusalReason = (typeof REFUSAL_REASONS)[number];

type RefuseChangeDialogProps = {
  open: boolean;
  request: StaffChangeRequest;
  onClose(): void;
  /** Runs the call; a refusal it rejects with is shown in the dialog. */
  onRefuse(reason: FamilyReason): Promise<unknown>;
  onExited?(): void;
};

/**
 * Refusing a change needs a reason the family reads, in the e-mail and in My Voyage: a ready one or the staff's
 * own words, in the family's language (docs/product/corrections.md#staff-decide).
 */
export function RefuseChangeDialog({ request, onRefuse, ...dialog }: RefuseChangeDialogProps) {
  const { t } = useTranslation(['admin', 'components']);
  const familyT = useTextsIn(request.language, 'admin');
  return (
    <RejectWithReasonDialog<RefusalReason>
      {...dialog}
      texts={rejectTextsOf((key) => t(`changeRequests.refuseDialog.${key}`), {
        description: t('changeRequests.refuseDialog.body', { name: request.travellerName }),
        cancel: t('changeRequests.refuseDialog.cancel'),
        chooseReasonKey: 'admin:changeRequests.refuseDialog.chooseReason',
      })}
      familyLanguage={request.language}
      reasons={REFUSAL_REASONS}
      reasonLabel={(reason) => t(`changeRequests.reasons.${reason}`)}
      sentText={(reason) => (familyT ?? t)(`changeRequests.reasons.${reason}`)}
      onReject={onRefuse}
      failureText={(error) => apiErrorMessage(t, error)}
    />
  );
}

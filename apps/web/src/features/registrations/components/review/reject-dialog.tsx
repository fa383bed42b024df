import { useTranslation } from 'react-i18next';
import { REJECTION_REASONS, type RejectionReason } from '@voyage/domain';
import { RejectWithReasonDialog } from '../../../../components/review/reject-with-reason-dialog.tsx';
import { travellerName } from '../../../../entities/travellers/traveller-name.ts';
import { useTextsIn } from '../../../../lib/use-texts-in.ts';
import type { ReviewDialogProps } from './approve-dialog.tsx';

/**
 * Rejecting needs a reason, which the family reads: a ready one (shown in the staff's language, sent in the
 * family's) or the staff's own words, in the family's language first.
 */
export function RejectDialog({ traveller, onConfirm, ...dialog }: ReviewDialogProps) {
  const { t } = useTranslation(['admin', 'components']);
  const familyT = useTextsIn(traveller.language, 'admin');
  const language: string = t(`components:language.${traveller.language}`);
  const sentText = (reason: RejectionReason) => (familyT ?? t)(`review.reasons.${reason}`);
  return (
    <RejectWithReasonDialog
      {...dialog}
      texts={{
        title: t('review.rejectDialog.title'),
        description: t('review.rejectDialog.body', { name: travellerName(traveller), language }),
        legend: t('review.rejectDialog.reasonLegend'),
        other: t('review.rejectDialog.other'),
        confirm: t('review.rejectDialog.confirm'),
        cancel: t('review.cancel'),
        chooseReasonKey: 'admin:review.rejectDialog.chooseReason',
      }}
      familyLanguage={traveller.language}
      reasons={REJECTION_REASONS}
      reasonLabel={(reason) => t(`review.reasons.${reason}`)}
      sentText={sentText}
      onReject={(reason) => onConfirm({ action: 'reject', expectedStatus: traveller.status, reason })}
    />
  );
}

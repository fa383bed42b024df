import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { travellerName } from '../../../../entities/travellers/traveller-name.ts';
import { useReviewRegistration } from '../../api/review-registration.ts';
import { RestoreDialog, type RestorableRegistration } from './restore-dialog.tsx';
import { currentStatusOf, reviewFailure } from './review-failure.ts';
import {
  useDecisionOutcome,
  DecisionOutcome,
  OutcomeAlert,
  type Outcome,
} from '../../../../components/review/decision-outcome.tsx';

type RestoreRegistrationProps = { traveller: RestorableRegistration | null; onClose(): void };

/** Restore from a list: the confirm dialog, then what happened, said where the focus lands. */
export function RestoreRegistration({ traveller, onClose }: RestoreRegistrationProps) {
  const { t } = useTranslation('admin');
  // Kept while the dialog fades out, and to name the registration in the outcome.
  const [shown, setShown] = useState(traveller);
  if (traveller !== null && traveller !== shown) setShown(traveller);
  const review = useReviewRegistration(shown?.id ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const { outcome, outcomeRef, show, onExited } = useDecisionOutcome();

  const finish = (next: Outcome) => {
    show(next);
    onClose();
  };
  const restore = async () => {
    if (!shown) return;
    setFailure(null);
    try {
      await review.mutateAsync({ action: 'restore', expectedStatus: shown.status });
      finish({
        severity: 'success',
        text: `${travellerName(shown)}: ${t('review.done.restore', { status: t(`status.${shown.statusBeforeDeletion ?? 'pending'}`) })}`,
      });
    } catch (error) {
      if (currentStatusOf(error)) finish({ severity: 'error', text: reviewFailure(t, error) });
      else setFailure(reviewFailure(t, error));
    }
  };

  return (
    <>
      <DecisionOutcome outcomeRef={outcomeRef}>{outcome ? <OutcomeAlert outcome={outcome} /> : null}</DecisionOutcome>
      {shown ? (
        <RestoreDialog
          traveller={shown}
          open={traveller !== null}
          isPending={review.isPending}
          failure={failure}
          onClose={() => {
            setFailure(null);
            onClose();
          }}
          onConfirm={() => void restore()}
          onExited={onExited}
        />
      ) : null}
    </>
  );
}

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { travellerName } from '../../../../entities/travellers/traveller-name.ts';
import { useReviewRegistration } from '../../api/review-registration.ts';
import { RestoreDialog, type RestorableRegistration } from './restore-dialog.tsx';
import { currentStatusOf, reviewFailure } from './review-failure.ts';

type RestoreRegistrationProps = { traveller: RestorableRegistration | null; onClose(): void };

/** Restore from a list: the confirm dialog, then what happened, said where the focus lands. */
export function RestoreRegistration({ traveller, onClose }: RestoreRegistrationProps) {
  const { t } = useTranslation('admin');
  // Kept while the dialog fades out, and to name the registration in the outcome.
  const [shown, setShown] = useState(traveller);
  if (traveller !== null && traveller !== shown) setShown(traveller);
  const review = useReviewRegistration(shown?.id ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [isOutcomeNew, setOutcomeNew] = useState(false);

  const finish = (next: { severity: 'success' | 'error'; text: string }) => {
    setOutcome(next);
    setOutcomeNew(true);
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
      <Box ref={outcomeRef} tabIndex={-1} role="status" sx={{ outline: 'none', mb: outcome ? 2 : 0 }}>
        {outcome ? (
          <Alert severity={outcome.severity} variant="outlined">
            {outcome.text}
          </Alert>
        ) : null}
      </Box>
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
          onExited={() => {
            if (isOutcomeNew) outcomeRef.current?.focus();
            setOutcomeNew(false);
          }}
        />
      ) : null}
    </>
  );
}

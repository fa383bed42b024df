import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { RegistrationStatus, Traveller } from '@voyage/domain';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useWithdrawTraveller } from '../api/withdraw-traveller.ts';
import { familyName } from './family-name.ts';
import { StatusDetails } from './status-details.tsx';
import { VoyageCard } from './voyage-card.tsx';
import { WithdrawDialog } from './withdraw-dialog.tsx';

const TITLE = {
  pending: 'next.title',
  approved: 'approved.title',
  rejected: 'rejected.title',
  cancelled: 'cancelled.title',
} as const satisfies Partial<Record<RegistrationStatus, string>>;

/** A family may withdraw while the registration is live (docs/product/my-voyage.md#withdrawing). */
const isWithdrawable = (status: RegistrationStatus) => status === 'pending' || status === 'approved';

/**
 * Where the registration stands, in plain words, and what the family does next; while it is live, the way to
 * withdraw it. After a withdrawal focus moves to the panel's heading, which now names the new status; a
 * refusal because staff decided meanwhile also says so.
 */
export function StatusPanel({ traveller, now }: { traveller: Traveller; now?: Date }) {
  const { t } = useTranslation('myVoyage');
  const withdraw = useWithdrawTraveller();
  const [isAsking, setIsAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set with the notice: the dialog's button is gone once the status moved, so focus goes to the heading.
  const isHeadingNext = useRef(false);

  if (traveller.status === 'deleted') return null;
  const name = familyName(traveller);

  const settle = (next: string | null) => {
    isHeadingNext.current = true;
    setIsAsking(false);
    setNotice(next);
  };

  const confirm = async () => {
    setFailure(null);
    try {
      await withdraw.mutateAsync({ id: traveller.id, status: traveller.status });
      // The panel now says the family withdrew it; the focused heading reads out the new status.
      settle(null);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        settle(t('withdraw.tooLate'));
      } else {
        setFailure(apiErrorMessage(t, error));
      }
    }
  };

  return (
    <VoyageCard title={t(TITLE[traveller.status])} headingRef={headingRef}>
      <Stack spacing={2}>
        {notice ? (
          <Alert severity="warning" role="status">
            {notice}
          </Alert>
        ) : null}
        <StatusDetails traveller={traveller} now={now} />
        {isWithdrawable(traveller.status) ? (
          <Box sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
            <Button
              variant="outlined"
              color="error"
              onClick={() => {
                setFailure(null);
                setIsAsking(true);
              }}
              sx={{ mt: 1 }}
            >
              {t('withdraw.action')}
            </Button>
          </Box>
        ) : null}
      </Stack>
      <WithdrawDialog
        open={isAsking}
        travellerId={traveller.id}
        name={name}
        isWithdrawing={withdraw.isPending}
        failure={failure}
        onCancel={() => setIsAsking(false)}
        onConfirm={() => void confirm()}
        onExited={() => {
          if (!isHeadingNext.current) return;
          isHeadingNext.current = false;
          headingRef.current?.focus();
        }}
      />
    </VoyageCard>
  );
}

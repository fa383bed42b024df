import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FamilyChangeRequest } from '@voyage/domain';
import { ConfirmDialog } from '../../../../components/common/confirm-dialog.tsx';
import { useFormatters } from '../../../../components/data/use-formatters.ts';
import { ChangeList } from '../../../../entities/corrections/change-list.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useWithdrawChangeRequest } from '../../api/my-corrections.ts';

type FamilyChangeRequestsProps = {
  travellerId: string;
  requests: readonly FamilyChangeRequest[];
  /** Once withdrawn (or found decided meanwhile): what to say at the top of the card. */
  onWithdrawn(text: string): void;
};

const CHIP_COLOR = { waiting: 'warning', approved: 'success', refused: 'error' } as const;

/** One request: what it asks, when it was sent, its answer (with the office's reason), or Withdraw while it waits. */
function RequestItem({ request, onWithdraw }: { request: FamilyChangeRequest; onWithdraw(): void }) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  const decided = request.decidedAt ? fmt.day(request.decidedAt) : '';
  const state =
    request.status === 'waiting'
      ? t('corrections.requests.waiting')
      : t(`corrections.requests.${request.status}`, { date: decided });
  const sent = fmt.day(request.sentAt);
  return (
    <Stack
      component="li"
      spacing={1}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('corrections.requests.sent', { date: sent })}
        </Typography>
        <Chip size="small" variant="outlined" color={CHIP_COLOR[request.status]} label={state} />
      </Stack>
      <ChangeList changes={request.changes} />
      {request.reason ? (
        <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {t('corrections.requests.reason', { reason: request.reason })}
        </Typography>
      ) : null}
      {request.status === 'waiting' ? (
        <Button
          size="small"
          color="error"
          onClick={onWithdraw}
          aria-label={t('corrections.requests.withdrawLabel', { date: sent })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('corrections.requests.withdraw')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The family's change requests, newest first (docs/product/corrections.md#in-my-voyage). */
export function FamilyChangeRequests({ travellerId, requests, onWithdrawn }: FamilyChangeRequestsProps) {
  const { t } = useTranslation('myVoyage');
  const withdraw = useWithdrawChangeRequest(travellerId);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (requests.length === 0) return null;

  const confirm = async (requestId: string) => {
    setFailure(null);
    try {
      await withdraw.mutateAsync(requestId);
      setWithdrawing(null);
      onWithdrawn(t('corrections.done.withdrawn'));
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
    }
  };
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('corrections.requests.title')}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {requests.map((request) => (
          <RequestItem
            key={request.id}
            request={request}
            onWithdraw={() => {
              setFailure(null);
              setWithdrawing(request.id);
            }}
          />
        ))}
      </Stack>
      <ConfirmDialog
        open={withdrawing !== null}
        layout="question"
        title={t('corrections.requests.withdrawTitle')}
        description={t('corrections.requests.withdrawBody')}
        confirmLabel={t('corrections.requests.withdraw')}
        cancelLabel={t('corrections.requests.keep')}
        confirmColor="error"
        isPending={withdraw.isPending}
        failure={failure}
        onClose={() => setWithdrawing(null)}
        onConfirm={() => void (withdrawing !== null && confirm(withdrawing))}
      />
    </Stack>
  );
}

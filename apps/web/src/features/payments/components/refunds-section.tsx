import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { groupedIban, type Refund } from '@voyage/domain';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { refundExportUrl, useOwedRefunds } from '../api/refunds.ts';
import { RefundDialog, type RefundDialogRequest } from './refund-dialogs.tsx';

/** One refund owed: who, what was paid, kept and is owed, the account it goes to, and what staff can do. */
function RefundCard({ refund, onAction }: { refund: Refund; onAction(request: RefundDialogRequest): void }) {
  const { t } = useTranslation('payments');
  const fmt = useFormatters();
  const name = `${refund.lastName} ${refund.firstName}`;
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {name}{' '}
        {refund.personalCode ? (
          <Typography component="span" color="text.secondary">
            · {refund.personalCode}
          </Typography>
        ) : null}
      </Typography>
      <Typography>
        {t('refunds.figures', {
          paid: fmt.euro(refund.paidCents),
          kept: fmt.euro(refund.keptCents),
          owed: fmt.euro(refund.refundCents),
        })}
      </Typography>
      {refund.iban ? (
        <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{groupedIban(refund.iban)}</Typography>
      ) : (
        <Typography color="warning.main">{t('refunds.noIban')}</Typography>
      )}
      {refund.ibanSource === 'entered' ? (
        <Typography variant="body2" color="text.secondary">
          {t('refunds.enteredBecause', { reason: refund.ibanReason })}
        </Typography>
      ) : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          variant="outlined"
          onClick={() => onAction({ refund, action: 'iban' })}
          aria-label={t('refunds.enterIbanNamed', { name })}
        >
          {t('refunds.enterIban')}
        </Button>
        <Button
          variant="contained"
          disabled={refund.iban === null}
          onClick={() => onAction({ refund, action: 'refunded' })}
          aria-label={t('refunds.markRefundedNamed', { name, amount: fmt.euro(refund.refundCents) })}
        >
          {t('refunds.markRefunded')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * "To refund" on the payments screen (docs/product/payments.md#refunds): the refunds owed after
 * withdrawals and cancellations, their accounts, the transfer file for the bank and the CSV.
 */
export function RefundsSection({ tripId }: { tripId: number }) {
  const { t } = useTranslation('payments');
  const refunds = useOwedRefunds(tripId);
  const [request, setRequest] = useState<RefundDialogRequest | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const owed = refunds.data ?? [];
  return (
    <Stack component="section" aria-labelledby="to-refund" spacing={2} sx={{ mt: 4 }}>
      <Typography id="to-refund" component="h2" variant="h5">
        {t('refunds.title')}
      </Typography>
      {done ? (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      ) : null}
      {refunds.isError ? <Alert severity="error">{t('refunds.loadFailed')}</Alert> : null}
      {refunds.isSuccess && owed.length === 0 ? <Typography>{t('refunds.none')}</Typography> : null}
      {owed.length > 0 ? (
        <>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" href={refundExportUrl(tripId, 'pain001')} download>
              {t('refunds.sepaFile')}
            </Button>
            <Button variant="outlined" href={refundExportUrl(tripId, 'csv')} download>
              {t('refunds.csv')}
            </Button>
          </Stack>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {owed.map((refund) => (
              <RefundCard key={refund.id} refund={refund} onAction={setRequest} />
            ))}
          </Stack>
        </>
      ) : null}
      {request ? (
        <RefundDialog
          request={request}
          tripId={tripId}
          onClose={(isDone) => {
            const name = `${request.refund.lastName} ${request.refund.firstName}`;
            if (isDone) setDone(t(request.action === 'iban' ? 'refunds.ibanSaved' : 'refunds.marked', { name }));
            setRequest(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

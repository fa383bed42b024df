import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { refundIbanBodySchema, refundPaidBodySchema, tripDate, type Refund } from '@voyage/domain';
import { translateFieldError } from '../../../components/common/form/translate-error.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useRefundChange } from '../api/refunds.ts';

export type RefundDialogRequest = { refund: Refund; action: 'iban' | 'refunded' };

/**
 * Enter the IBAN a refund goes to (valid by mod 97, with a reason) or mark it sent on a day: both checked
 * with the schema the API checks them with, before sending.
 */
export function RefundDialog({
  request,
  tripId,
  onClose,
}: {
  request: RefundDialogRequest;
  tripId: number;
  onClose(done: boolean): void;
}) {
  const { t } = useTranslation('payments');
  const { t: tCommon } = useTranslation();
  const change = useRefundChange(tripId);
  const today = tripDate(new Date());
  const [values, setValues] = useState({ iban: request.refund.iban ?? '', reason: '', refundedOn: today });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { refund, action } = request;
  const name = `${refund.lastName} ${refund.firstName}`;

  const submit = async () => {
    const parsed =
      action === 'iban'
        ? refundIbanBodySchema.safeParse({ iban: values.iban, reason: values.reason })
        : refundPaidBodySchema(today).safeParse({ refundedOn: values.refundedOn });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            String(issue.path[0]),
            translateFieldError(tCommon, issue.message) ?? '',
          ]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync({ id: refund.id, action, body: parsed.data });
      onClose(true);
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
    }
  };

  const field = (key: 'iban' | 'reason' | 'refundedOn', label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(event) => setValues((now) => ({ ...now, [key]: event.target.value }))}
      error={errors[key] !== undefined}
      helperText={errors[key]}
      required
      fullWidth
      {...extra}
    />
  );

  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm">
      <DialogTitle>{t(action === 'iban' ? 'refunds.ibanTitle' : 'refunds.markTitle', { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            {t(action === 'iban' ? 'refunds.ibanBody' : 'refunds.markBody', { name })}
          </DialogContentText>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          {action === 'iban' ? (
            <>
              {field('iban', t('refunds.iban'), { inputProps: { autoComplete: 'off', spellCheck: false } })}
              {field('reason', t('refunds.reason'), { multiline: true, minRows: 2 })}
            </>
          ) : (
            field('refundedOn', t('refunds.refundedOn'), { type: 'date', InputLabelProps: { shrink: true } })
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('refunds.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} loading={change.isPending}>
          {t(action === 'iban' ? 'refunds.saveIban' : 'refunds.markRefunded')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { paymentCorrectFormSchema, tripDate, type PaymentQueueRow } from '@voyage/domain';
import type { z } from 'zod';
import { applyFieldErrors } from '../../components/common/form/apply-field-errors.ts';
import { TextFieldElement } from '../../components/common/form/text-field-element.tsx';
import { AmountField, amountText } from './amount-field.tsx';
import { ConfirmDialog } from '../../components/common/confirm-dialog.tsx';
import type { PaymentDialogProps } from './payment-dialog-props.ts';
import { amountRefusalText, paymentFailureText } from './payment-failure.ts';
import { ReceivedOnField } from './received-on-field.tsx';
import { usePaymentDialog } from './use-payment-dialog.ts';

type CorrectForm = z.input<ReturnType<typeof paymentCorrectFormSchema>>;
type CorrectValues = z.output<ReturnType<typeof paymentCorrectFormSchema>>;

/** The day a received payment counts from, on the trip's calendar. */
export function receivedDay(payment: PaymentQueueRow): string {
  return payment.receivedAt ? tripDate(new Date(payment.receivedAt)) : '';
}

/**
 * Puts a received payment's amount or date right (a typing slip, a date from the bank statement). Always
 * with a reason, which the registration's history keeps.
 */
export function CorrectPaymentDialog({
  payment,
  onSubmit,
  ...dialog
}: PaymentDialogProps & { payment: PaymentQueueRow }) {
  const { t, fmt, today, failure, setFailure } = usePaymentDialog();
  const { control, handleSubmit, setError, formState } = useForm<CorrectForm, unknown, CorrectValues>({
    resolver: zodResolver(paymentCorrectFormSchema(today)),
    defaultValues: {
      amount: amountText(payment.amountCents, fmt.locale),
      receivedOn: receivedDay(payment),
      reason: '',
    },
  });
  // The fields hold the text as typed; only the submitted values are read into cents.
  const fields = control as unknown as Control<CorrectForm>;

  const submit = handleSubmit(async ({ amount, receivedOn, reason }) => {
    setFailure(null);
    try {
      await onSubmit({ action: 'correct', paymentId: payment.id, amountCents: amount, receivedOn, reason });
    } catch (error) {
      const refusal = amountRefusalText(t, error, fmt.euro, { correction: true });
      if (refusal) {
        setError('amount', { type: 'server', message: refusal }, { shouldFocus: true });
        return;
      }
      const onFields = applyFieldErrors(error, setError, ['amount', 'receivedOn', 'reason'], { amountCents: 'amount' });
      if (!onFields) setFailure(paymentFailureText(t, error));
    }
  });

  return (
    <ConfirmDialog
      cancelLabel={t('dialog.cancel')}
      {...dialog}
      title={t('correctDialog.title')}
      description={t('correctDialog.body', {
        amount: fmt.euro(payment.amountCents),
        date: payment.receivedAt ? fmt.date(receivedDay(payment)) : t('notYet'),
      })}
      confirmLabel={t('correctDialog.confirm')}
      isPending={formState.isSubmitting}
      failure={failure}
      onConfirm={() => void submit()}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <AmountField<CorrectForm> control={fields} name="amount" />
        <ReceivedOnField<CorrectForm> control={fields} today={today} />
        <TextFieldElement<CorrectForm>
          control={fields}
          name="reason"
          label={t('correctDialog.reasonLabel')}
          helperText={t('correctDialog.reasonHint')}
          multiline
          minRows={2}
          required="unmarked"
        />
      </Stack>
    </ConfirmDialog>
  );
}

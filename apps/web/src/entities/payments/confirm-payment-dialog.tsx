import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { paymentConfirmBodySchema, type PaymentQueueRow } from '@voyage/domain';
import { applyFieldErrors } from '../../components/common/form/apply-field-errors.ts';
import { travellerName } from '../travellers/traveller-name.ts';
import { ConfirmDialog } from '../../components/common/confirm-dialog.tsx';
import type { PaymentDialogProps } from './payment-dialog-props.ts';
import { paymentFailureText } from './payment-failure.ts';
import { ReceivedOnField } from './received-on-field.tsx';
import { usePaymentDialog } from './use-payment-dialog.ts';

type ConfirmForm = { receivedOn: string };

/** "Confirm received": the day the money reached the account, today unless staff say otherwise. */
export function ConfirmPaymentDialog({
  payment,
  onSubmit,
  ...dialog
}: PaymentDialogProps & { payment: PaymentQueueRow }) {
  const { t, fmt, today, failure, setFailure } = usePaymentDialog();
  const { control, handleSubmit, setError, formState } = useForm<ConfirmForm>({
    resolver: zodResolver(paymentConfirmBodySchema(today)),
    defaultValues: { receivedOn: today },
  });

  const submit = handleSubmit(async ({ receivedOn }) => {
    setFailure(null);
    try {
      await onSubmit({ action: 'confirm', paymentId: payment.id, receivedOn });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['receivedOn'])) setFailure(paymentFailureText(t, error));
    }
  });

  return (
    <ConfirmDialog
      cancelLabel={t('dialog.cancel')}
      {...dialog}
      title={t('confirmDialog.title')}
      description={t('confirmDialog.body', {
        amount: fmt.euro(payment.amountCents),
        name: travellerName(payment),
        code: payment.personalCode ?? t('noReference'),
      })}
      confirmLabel={t('confirmDialog.confirm')}
      confirmColor="success"
      isPending={formState.isSubmitting}
      failure={failure}
      onConfirm={() => void submit()}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <ReceivedOnField<ConfirmForm> control={control} today={today} />
      </Stack>
    </ConfirmDialog>
  );
}

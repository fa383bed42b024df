import { useId } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { PAYMENT_METHODS, paymentRecordFormSchema, type Cents, type Traveller } from '@voyage/domain';
import type { z } from 'zod';
import { applyFieldErrors } from '../../components/common/form/apply-field-errors.ts';
import { TextFieldElement } from '../../components/common/form/text-field-element.tsx';
import { travellerName } from '../travellers/traveller-name.ts';
import { AmountField } from './amount-field.tsx';
import { ConfirmDialog } from '../../components/common/confirm-dialog.tsx';
import type { PaymentDialogProps } from './payment-dialog-props.ts';
import { amountRefusalText, paymentFailureText } from './payment-failure.ts';
import { ReceivedOnField } from './received-on-field.tsx';
import { usePaymentDialog } from './use-payment-dialog.ts';

type RecordForm = z.input<ReturnType<typeof paymentRecordFormSchema>>;
type RecordValues = z.output<ReturnType<typeof paymentRecordFormSchema>>;

type RecordPaymentDialogProps = PaymentDialogProps & {
  traveller: Pick<Traveller, 'id' | 'firstName' | 'lastName'>;
  /** What is left to pay, when the screen knows it: more is refused before asking the API. */
  toPayCents?: Cents;
};

const emptyForm = (today: string): RecordForm => ({ amount: '', receivedOn: today, method: 'transfer', note: '' });

/**
 * Money that came without a receipt (a transfer seen in the bank statement, cash at the office), recorded as
 * received. Never more than what is left to pay.
 */
export function RecordPaymentDialog({ traveller, toPayCents, onSubmit, ...dialog }: RecordPaymentDialogProps) {
  const { t, fmt, today, failure, setFailure } = usePaymentDialog();
  const legendId = useId();
  const { control, handleSubmit, setError, formState } = useForm<RecordForm, unknown, RecordValues>({
    resolver: zodResolver(paymentRecordFormSchema(today)),
    defaultValues: emptyForm(today),
  });
  // The fields hold the text as typed; only the submitted values are read into cents.
  const fields = control as unknown as Control<RecordForm>;
  const { field: methodField } = useController({ name: 'method', control: fields });

  const refuseAmount = (message: string) => setError('amount', { type: 'server', message }, { shouldFocus: true });
  const submit = handleSubmit(async ({ amount, receivedOn, method, note }) => {
    setFailure(null);
    if (toPayCents !== undefined && toPayCents <= 0) return refuseAmount(t('failure.nothingToPay'));
    if (toPayCents !== undefined && amount > toPayCents) {
      return refuseAmount(t('failure.overBalance', { amount: fmt.euro(toPayCents) }));
    }
    try {
      await onSubmit({
        action: 'record',
        travellerId: traveller.id,
        amountCents: amount,
        receivedOn,
        method,
        ...(note ? { note } : {}),
      });
    } catch (error) {
      const refusal = amountRefusalText(t, error, fmt.euro);
      if (refusal) return refuseAmount(refusal);
      const onFields = applyFieldErrors(error, setError, ['amount', 'receivedOn', 'method', 'note'], {
        amountCents: 'amount',
      });
      if (!onFields) setFailure(paymentFailureText(t, error));
    }
  });

  return (
    <ConfirmDialog
      cancelLabel={t('dialog.cancel')}
      {...dialog}
      title={t('recordDialog.title')}
      description={t('recordDialog.body', { name: travellerName(traveller) })}
      confirmLabel={t('recordDialog.confirm')}
      isPending={formState.isSubmitting}
      failure={failure}
      onConfirm={() => void submit()}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <AmountField<RecordForm>
          control={fields}
          name="amount"
          autoFocus
          helperText={
            toPayCents !== undefined
              ? `${t('recordDialog.toPay', { amount: fmt.euro(toPayCents) })} ${t('dialog.amountHint')}`
              : undefined
          }
        />
        <ReceivedOnField<RecordForm> control={fields} today={today} />
        <FormControl component="fieldset">
          <FormLabel component="legend" id={legendId}>
            {t('recordDialog.methodLegend')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={legendId}
            name={methodField.name}
            value={methodField.value}
            onChange={(event) => methodField.onChange(event.target.value)}
            onBlur={methodField.onBlur}
          >
            {PAYMENT_METHODS.map((method, index) => (
              <FormControlLabel
                key={method}
                value={method}
                control={<Radio slotProps={{ input: { ref: index === 0 ? methodField.ref : undefined } }} />}
                label={t(`recordDialog.methods.${method}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <TextFieldElement<RecordForm>
          control={fields}
          name="note"
          label={t('recordDialog.noteLabel')}
          helperText={t('recordDialog.noteHint')}
          multiline
          minRows={2}
        />
      </Stack>
    </ConfirmDialog>
  );
}

import { useEffect, useId, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { Locale, PaymentQueueRow } from '@voyage/domain';
import { applyFieldErrors } from '../common/form/apply-field-errors.ts';
import { TextFieldElement } from '../common/form/text-field-element.tsx';
import { translateFieldError } from '../common/form/translate-error.ts';
import { travellerName } from '../data/traveller-name.ts';
import { useFormatters } from '../data/use-formatters.ts';
import { PaymentDialogFrame, type PaymentDialogProps } from './payment-dialog.tsx';
import { paymentFailureText } from './payment-failure.ts';
import {
  EMPTY_PAYMENT_REJECT_FORM,
  PAYMENT_REJECT_CHOICES,
  paymentRejectFormSchema,
  type PaymentRejectChoice,
  type PaymentRejectChoiceMade,
  type PaymentRejectForm,
  type PaymentRejectionReason,
} from './reject-payment-form.ts';

type RejectPaymentDialogProps = PaymentDialogProps & {
  payment: PaymentQueueRow;
  /**
   * The family's language, when the screen knows it: a ready reason is then sent in it. Otherwise it is sent in
   * the language of the screen, as staff read it.
   */
  familyLanguage?: Locale;
};

/**
 * Rejecting a receipt needs a reason, which the family reads in the e-mail: a ready one or the staff's own
 * words, sent as written. The family can then send a receipt again.
 */
export function RejectPaymentDialog({ payment, familyLanguage, onSubmit, ...dialog }: RejectPaymentDialogProps) {
  const { t } = useTranslation(['payments', 'components']);
  const fmt = useFormatters();
  const familyT = useFamilyT(familyLanguage);
  const legendId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<PaymentRejectForm, unknown, PaymentRejectChoiceMade>({
    resolver: zodResolver(paymentRejectFormSchema),
    defaultValues: EMPTY_PAYMENT_REJECT_FORM,
  });
  const { field: choiceField, fieldState: choiceState } = useController({ name: 'choice', control });
  const choice = useWatch({ control, name: 'choice' }) as PaymentRejectChoice | '';
  const language = familyLanguage ? t(`components:language.${familyLanguage}`) : undefined;

  const readyText = (reason: PaymentRejectionReason) => (familyT ?? t)(`reasons.${reason}`);
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const reason = values.choice === 'other' ? values.other.trim() : readyText(values.choice);
    try {
      await onSubmit({ action: 'reject', paymentId: payment.id, reason });
    } catch (error) {
      // A refused ready reason has no field of its own to show it on.
      const onOwnWords = values.choice === 'other' && applyFieldErrors(error, setError, ['other'], { reason: 'other' });
      if (!onOwnWords) setFailure(paymentFailureText(t, error));
    }
  });
  const choiceError = translateFieldError(t, choiceState.error?.message);

  return (
    <PaymentDialogFrame
      {...dialog}
      title={t('rejectDialog.title')}
      description={t('rejectDialog.body', { amount: fmt.euro(payment.amountCents), name: travellerName(payment) })}
      confirmLabel={t('rejectDialog.confirm')}
      confirmColor="error"
      isPending={formState.isSubmitting}
      failure={failure}
      onSubmit={() => void submit()}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <FormControl component="fieldset" error={Boolean(choiceState.error)}>
          <FormLabel component="legend" id={legendId}>
            {t('rejectDialog.reasonLegend')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={legendId}
            name={choiceField.name}
            value={choiceField.value}
            onChange={(event) => choiceField.onChange(event.target.value)}
            onBlur={choiceField.onBlur}
          >
            {PAYMENT_REJECT_CHOICES.map((key, index) => (
              <FormControlLabel
                key={key}
                value={key}
                control={<Radio slotProps={{ input: { ref: index === 0 ? choiceField.ref : undefined } }} />}
                label={key === 'other' ? t('rejectDialog.other') : t(`reasons.${key}`)}
              />
            ))}
          </RadioGroup>
          {choiceError ? <FormHelperText>{choiceError}</FormHelperText> : null}
        </FormControl>
        {choice === 'other' ? (
          <TextFieldElement<PaymentRejectForm>
            control={control}
            name="other"
            label={t('rejectDialog.otherLabel')}
            helperText={language ? t('rejectDialog.otherHintLanguage', { language }) : t('rejectDialog.otherHint')}
            multiline
            minRows={3}
            required
            autoFocus
            slotProps={{ inputLabel: { required: false } }}
          />
        ) : null}
        {choice !== '' && choice !== 'other' ? (
          <Typography variant="body2" color="text.secondary">
            {language
              ? t('rejectDialog.previewLanguage', { language, text: readyText(choice) })
              : t('rejectDialog.preview', { text: readyText(choice) })}
          </Typography>
        ) : null}
      </Stack>
    </PaymentDialogFrame>
  );
}

/** The payments texts in the family's language, loaded if the screen has not used that language yet. */
function useFamilyT(language: Locale | undefined): TFunction<'payments'> | undefined {
  const { i18n } = useTranslation('payments');
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!language) return;
    let isCurrent = true;
    void i18n.loadLanguages(language).then(() => {
      if (isCurrent) setLoaded(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [i18n, language]);
  return language ? i18n.getFixedT(language, 'payments') : undefined;
}

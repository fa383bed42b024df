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
import type { RejectionReason } from '@voyage/domain';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { translateFieldError } from '../../../components/common/form/translate-error.ts';
import { travellerName } from '../../../components/data/traveller-name.ts';
import { ActionDialog } from '../../../components/common/action-dialog.tsx';
import type { ReviewDialogProps } from './approve-dialog.tsx';
import {
  EMPTY_REJECT_FORM,
  REJECT_CHOICES,
  rejectFormSchema,
  type RejectChoice,
  type RejectChoiceMade,
  type RejectForm,
} from './reject-form.ts';

/**
 * Rejecting needs a reason, which the family reads: a ready one (shown in the staff's language, sent in the
 * family's) or the staff's own words, sent as written.
 */
export function RejectDialog({ traveller, onConfirm, ...dialog }: ReviewDialogProps) {
  const { t } = useTranslation(['admin', 'components']);
  const familyT = useFamilyT(traveller.language);
  const legendId = useId();
  const { control, handleSubmit, reset } = useForm<RejectForm, unknown, RejectChoiceMade>({
    resolver: zodResolver(rejectFormSchema),
    defaultValues: EMPTY_REJECT_FORM,
  });
  const { field: choiceField, fieldState: choiceState } = useController({ name: 'choice', control });
  const choice = useWatch({ control, name: 'choice' }) as RejectChoice | '';
  const familyLanguage: string = t(`components:language.${traveller.language}`);

  useEffect(() => {
    if (dialog.open) reset(EMPTY_REJECT_FORM);
  }, [dialog.open, reset]);

  const readyText = (reason: RejectionReason) => familyT(`review.reasons.${reason}`);
  const submit = handleSubmit((values) => {
    const reason = values.choice === 'other' ? values.other.trim() : readyText(values.choice);
    onConfirm({ action: 'reject', expectedStatus: traveller.status, reason });
  });
  const choiceError = translateFieldError(t, choiceState.error?.message);

  return (
    <ActionDialog
      {...dialog}
      title={t('review.rejectDialog.title')}
      description={t('review.rejectDialog.body', { name: travellerName(traveller), language: familyLanguage })}
      confirmLabel={t('review.rejectDialog.confirm')}
      confirmColor="error"
      onConfirm={() => void submit()}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <FormControl component="fieldset" error={Boolean(choiceState.error)}>
          <FormLabel component="legend" id={legendId}>
            {t('review.rejectDialog.reasonLegend')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={legendId}
            name={choiceField.name}
            value={choiceField.value}
            onChange={(event) => choiceField.onChange(event.target.value)}
            onBlur={choiceField.onBlur}
          >
            {REJECT_CHOICES.map((key, index) => (
              <FormControlLabel
                key={key}
                value={key}
                control={<Radio slotProps={{ input: { ref: index === 0 ? choiceField.ref : undefined } }} />}
                label={key === 'other' ? t('review.rejectDialog.other') : t(`review.reasons.${key}`)}
              />
            ))}
          </RadioGroup>
          {choiceError ? <FormHelperText>{choiceError}</FormHelperText> : null}
        </FormControl>
        {choice === 'other' ? (
          <TextFieldElement<RejectForm>
            control={control}
            name="other"
            label={t('review.rejectDialog.otherLabel')}
            helperText={t('review.rejectDialog.otherHint', { language: familyLanguage })}
            multiline
            minRows={3}
            required
            autoFocus
            slotProps={{ inputLabel: { required: false } }}
          />
        ) : null}
        {choice !== '' && choice !== 'other' ? (
          <Typography variant="body2" color="text.secondary">
            {t('review.rejectDialog.preview', { language: familyLanguage, text: readyText(choice) })}
          </Typography>
        ) : null}
      </Stack>
    </ActionDialog>
  );
}

/** The admin texts in the family's language, loaded if the screen has not used that language yet. */
function useFamilyT(language: string): TFunction<'admin'> {
  const { i18n } = useTranslation('admin');
  const [, setLoaded] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void i18n.loadLanguages(language).then(() => {
      if (isCurrent) setLoaded(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [i18n, language]);
  return i18n.getFixedT(language, 'admin');
}

import { useEffect, useId, useMemo, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FamilyReason, Locale } from '@voyage/domain';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../common/confirm-dialog.tsx';
import { applyFieldErrors } from '../common/form/apply-field-errors.ts';
import { TextFieldElement } from '../common/form/text-field-element.tsx';
import { translateFieldError } from '../common/form/translate-error.ts';
import {
  EMPTY_REJECT_REASON_FORM,
  OTHER_REASON,
  otherLanguage,
  ownReason,
  rejectReasonFormSchema,
  type RejectReasonForm,
} from './reject-reason-form.ts';

/** An area's words for its reject dialog, already in the staff's language. */
export type RejectTexts = {
  title: string;
  /** Whose decision this is, and what the family is told. */
  description: string;
  legend: string;
  other: string;
  confirm: string;
  cancel: string;
  /** The message key shown when no reason is chosen (`payments:rejectDialog.chooseReason`). */
  chooseReasonKey: string;
};

/** The keys an area's `rejectDialog` words hold, beside its own description and Cancel. */
export type RejectWordKey = 'title' | 'reasonLegend' | 'other' | 'confirm';

/** An area's reject dialog words from its `rejectDialog` keys (`word`). */
export function rejectTextsOf(
  word: (key: RejectWordKey) => string,
  own: Pick<RejectTexts, 'description' | 'cancel' | 'chooseReasonKey'>,
): RejectTexts {
  return {
    ...own,
    title: word('title'),
    legend: word('reasonLegend'),
    other: word('other'),
    confirm: word('confirm'),
  };
}

export type RejectWithReasonDialogProps<Reason extends string> = {
  open: boolean;
  texts: RejectTexts;
  /** The language the family reads, which their e-mail and My Voyage are in: the reason is sent in it. */
  familyLanguage: Locale;
  /** The ready reasons, in the order offered; "another reason" comes last. */
  reasons: readonly Reason[];
  /** A ready reason as staff read it, in the dialog. */
  reasonLabel(reason: Reason): string;
  /** A ready reason as it is sent: in the family's language. */
  sentText(reason: Reason): string;
  onClose(): void;
  /**
   * Rejects with the reason's words. A returned promise keeps the dialog waiting; if it rejects, the refusal
   * is shown on the reason's field (when the API names it) or, with `failureText`, above the buttons.
   */
  onReject(reason: FamilyReason): Promise<unknown> | void;
  failureText?(error: unknown): string;
  /** When the screen runs the call itself: whether it runs, and why its last try failed. */
  isPending?: boolean;
  failure?: string | null;
  onExited?(): void;
};

/**
 * Rejecting what a family sent (a registration, a receipt, a document) needs a reason, which the family
 * reads: a ready one, shown to staff in theirs and sent in the family's language, or the staff's own words.
 * The dialog says which language the family reads and asks for the words in it first, and in the other
 * language if staff wish; the family gets theirs, or the other when only that one is written. Each area
 * brings its reasons and words; the form is this one.
 */
export function RejectWithReasonDialog<Reason extends string>({
  open,
  texts,
  familyLanguage,
  reasons,
  reasonLabel,
  sentText,
  onClose,
  onReject,
  failureText,
  isPending,
  failure,
  onExited,
}: RejectWithReasonDialogProps<Reason>) {
  const { t } = useTranslation('components');
  const legendId = useId();
  const [ownFailure, setOwnFailure] = useState<string | null>(null);
  const schema = useMemo(
    () => rejectReasonFormSchema(reasons, texts.chooseReasonKey),
    [reasons, texts.chooseReasonKey],
  );
  const { control, handleSubmit, setError, reset, formState } = useForm<RejectReasonForm>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_REJECT_REASON_FORM,
  });
  const { field: choiceField, fieldState: choiceState } = useController({ name: 'choice', control });
  const [choice, own, second] = useWatch({ control, name: ['choice', 'own', 'second'] });
  const language = t(`language.${familyLanguage}`);
  const other = t(`language.${otherLanguage(familyLanguage)}`);
  const choices = [...reasons, OTHER_REASON];
  const isReady = (key: string): key is Reason => key !== '' && key !== OTHER_REASON;

  // A dialog kept mounted between openings starts each one empty.
  useEffect(() => {
    if (open) reset(EMPTY_REJECT_REASON_FORM);
  }, [open, reset]);

  const submit = handleSubmit(async (values) => {
    setOwnFailure(null);
    const reason = isReady(values.choice) ? sentText(values.choice) : ownReason(values, familyLanguage);
    try {
      await onReject(reason);
    } catch (error) {
      // A refused ready reason has no field of its own to show it on.
      const onOwnWords =
        values.choice === OTHER_REASON && applyFieldErrors(error, setError, ['own'], { reason: 'own' });
      if (!onOwnWords) setOwnFailure(failureText ? failureText(error) : String(error));
    }
  });
  const choiceError = translateFieldError(t, choiceState.error?.message);

  return (
    <ConfirmDialog
      open={open}
      title={texts.title}
      description={texts.description}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      confirmColor="error"
      isPending={isPending ?? formState.isSubmitting}
      failure={failure ?? ownFailure}
      onClose={onClose}
      onConfirm={() => void submit()}
      onExited={onExited}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Alert severity="info" role="note">
          {t('rejectReason.familyReads', { language })}
        </Alert>
        <FormControl component="fieldset" error={Boolean(choiceState.error)}>
          <FormLabel component="legend" id={legendId}>
            {texts.legend}
          </FormLabel>
          <RadioGroup
            aria-labelledby={legendId}
            name={choiceField.name}
            value={choiceField.value}
            onChange={(event) => choiceField.onChange(event.target.value)}
            onBlur={choiceField.onBlur}
          >
            {choices.map((key, index) => (
              <FormControlLabel
                key={key}
                value={key}
                control={<Radio slotProps={{ input: { ref: index === 0 ? choiceField.ref : undefined } }} />}
                label={isReady(key) ? reasonLabel(key) : texts.other}
              />
            ))}
          </RadioGroup>
          {choiceError ? <FormHelperText>{choiceError}</FormHelperText> : null}
        </FormControl>
        {choice === OTHER_REASON ? (
          <>
            <TextFieldElement<RejectReasonForm>
              control={control}
              name="own"
              label={t('rejectReason.ownLabel', { language })}
              helperText={t('rejectReason.ownHint')}
              multiline
              minRows={3}
              autoFocus
            />
            <TextFieldElement<RejectReasonForm>
              control={control}
              name="second"
              label={t('rejectReason.secondLabel', { language: other })}
              helperText={t('rejectReason.secondHint', { language })}
              multiline
              minRows={2}
            />
            {own.trim() === '' && second.trim() !== '' ? (
              <Alert severity="warning" role="status">
                {t('rejectReason.onlyOther', { language, other })}
              </Alert>
            ) : null}
          </>
        ) : null}
        {isReady(choice) ? (
          <Typography variant="body2" color="text.secondary">
            {t('rejectReason.preview', { language, text: sentText(choice) })}
          </Typography>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}

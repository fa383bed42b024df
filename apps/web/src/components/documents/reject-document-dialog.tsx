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
import type { Locale, DocumentQueueRow } from '@voyage/domain';
import type { DocumentCall } from '../../lib/api/staff-documents.ts';
import { applyFieldErrors } from '../common/form/apply-field-errors.ts';
import { TextFieldElement } from '../common/form/text-field-element.tsx';
import { translateFieldError } from '../common/form/translate-error.ts';
import { travellerName } from '../data/traveller-name.ts';
import { PaymentDialogFrame } from '../payments/payment-dialog.tsx';
import { documentFailureText } from './document-failure.ts';
import {
  EMPTY_DOCUMENT_REJECT_FORM,
  documentRejectFormSchema,
  rejectionReasonsFor,
  type DocumentRejectChoice,
  type DocumentRejectChoiceMade,
  type DocumentRejectForm,
  type DocumentRejectionReason,
} from './reject-document-form.ts';

type RejectDocumentDialogProps = {
  open: boolean;
  document: DocumentQueueRow;
  /**
   * The family's language, when the screen knows it: a ready reason is then sent in it. Otherwise it is sent in
   * the language of the screen, as staff read it.
   */
  familyLanguage?: Locale;
  onClose(): void;
  /**
   * Runs the call. Resolves once done, or once the screen has dealt with a refusal itself (someone else decided
   * first); rejects with a refusal the dialog shows, on the reason's field or above its buttons.
   */
  onSubmit(call: DocumentCall): Promise<unknown>;
  /** After the dialog has faded out: the screen may move the focus. */
  onExited?(): void;
};

/**
 * Rejecting a document needs a reason, which the family reads in the e-mail and in My Voyage: a ready one that
 * fits the document's type, or the staff's own words, sent as written. The family can then upload it again.
 */
export function RejectDocumentDialog({ document, familyLanguage, onSubmit, ...dialog }: RejectDocumentDialogProps) {
  const { t } = useTranslation(['documents', 'components']);
  const familyT = useFamilyT(familyLanguage);
  const legendId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<DocumentRejectForm, unknown, DocumentRejectChoiceMade>(
    {
      resolver: zodResolver(documentRejectFormSchema),
      defaultValues: EMPTY_DOCUMENT_REJECT_FORM,
    },
  );
  const { field: choiceField, fieldState: choiceState } = useController({ name: 'choice', control });
  const choice = useWatch({ control, name: 'choice' }) as DocumentRejectChoice | '';
  const language = familyLanguage ? t(`components:language.${familyLanguage}`) : undefined;
  const choices = [...rejectionReasonsFor(document.type), 'other'] as const;

  const readyText = (reason: DocumentRejectionReason) => (familyT ?? t)(`reasons.${reason}`);
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const reason = values.choice === 'other' ? values.other.trim() : readyText(values.choice);
    try {
      await onSubmit({ action: 'reject', documentId: document.id, reason });
    } catch (error) {
      // A refused ready reason has no field of its own to show it on.
      const onOwnWords = values.choice === 'other' && applyFieldErrors(error, setError, ['other'], { reason: 'other' });
      if (!onOwnWords) setFailure(documentFailureText(t, error));
    }
  });
  const choiceError = translateFieldError(t, choiceState.error?.message);

  return (
    <PaymentDialogFrame
      {...dialog}
      title={t('rejectDialog.title')}
      description={t('rejectDialog.body', { type: t(`type.${document.type}`), name: travellerName(document) })}
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
            {choices.map((key, index) => (
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
          <TextFieldElement<DocumentRejectForm>
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

/** The documents texts in the family's language, loaded if the screen has not used that language yet. */
function useFamilyT(language: Locale | undefined): TFunction<'documents'> | undefined {
  const { i18n } = useTranslation('documents');
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
  return language ? i18n.getFixedT(language, 'documents') : undefined;
}

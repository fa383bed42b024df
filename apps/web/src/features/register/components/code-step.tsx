import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { drawDateText, registrationStartSchema, type RegistrationDraft } from '@voyage/domain';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { translateFieldError } from '../../../components/common/form/translate-error.ts';
import { checkRegistrationCode } from '../api/check-registration-code.ts';
import { startRegistration } from '../api/start-registration.ts';
import { codeStepFailure } from './code-step-failure.ts';
import { FormNotice } from '../../../components/common/form/form-notice.tsx';

const codeSchema = registrationStartSchema.pick({ registrationCode: true });
type CodeForm = { registrationCode: string };

type CodeStepProps = {
  tripId: number;
  defaultCode: string;
  /** Registering a brother or sister after a registration was sent: the family's details come along. */
  isSibling: boolean;
  /** While the fair draw's window is open, its end: registrations until then are drawn together. */
  drawUntil?: string | null;
  onStarted(draft: RegistrationDraft): void;
};

/**
 * Step 1: the school's registration code. When the school's departure or the trip is full, the step says so
 * before the family starts, and Continue becomes Join the waiting list (docs/product/places.md#waiting-list).
 * While the fair draw's window is open, it says that registrations until its end are drawn together.
 */
export function CodeStep({ tripId, defaultCode, isSibling, drawUntil = null, onStarted }: CodeStepProps) {
  const { t, i18n } = useTranslation('register');
  const [failure, setFailure] = useState<string | null>(null);
  // The code whose departure (or trip) is full: said once; Continue then joins the waiting list.
  const [fullFor, setFullFor] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<CodeForm, unknown, CodeForm>({
    resolver: zodResolver(codeSchema),
    defaultValues: { registrationCode: defaultCode },
  });
  const { field, fieldState } = useController({ control, name: 'registrationCode' });
  const error = translateFieldError(t, fieldState.error?.message);

  const onSubmit = handleSubmit(async ({ registrationCode }) => {
    setFailure(null);
    try {
      const check = await checkRegistrationCode({ tripId, registrationCode });
      if (!check.valid) {
        setError('registrationCode', { message: 'validation.registrationCodeUnknown' }, { shouldFocus: true });
        return;
      }
      if (check.full && fullFor !== registrationCode) {
        setFullFor(registrationCode);
        return;
      }
      onStarted(await startRegistration({ tripId, registrationCode }));
    } catch (caught) {
      if (applyFieldErrors(caught, setError, ['registrationCode'])) return;
      setFailure(codeStepFailure(t, caught));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <Typography sx={{ color: 'text.secondary' }}>{t('code.lead')}</Typography>
      {drawUntil ? <Alert severity="info">{t('code.drawn', drawDateText(drawUntil, i18n.language))}</Alert> : null}
      {isSibling ? (
        <Alert severity="info" role="status">
          {t('code.sibling')}
        </Alert>
      ) : null}
      <TextField
        label={t('code.label')}
        name={field.name}
        value={field.value}
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          const caret = input.selectionStart;
          const upper = input.value.toUpperCase();
          if (upper !== input.value) {
            input.value = upper;
            if (caret !== null) input.setSelectionRange(caret, caret);
          }
          field.onChange(upper);
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(error)}
        helperText={error ?? t('code.helper')}
        autoComplete="off"
        required
        slotProps={{
          inputLabel: { required: false },
          htmlInput: {
            autoCapitalize: 'characters',
            autoCorrect: 'off',
            spellCheck: false,
            maxLength: 12,
            sx: { letterSpacing: '0.08em', fontWeight: 600 },
          },
        }}
        sx={{ maxWidth: { sm: 360 } }}
      />
      {fullFor !== null && fullFor === field.value ? (
        <Alert severity="warning" role="status">
          {t('code.full')}
        </Alert>
      ) : null}
      <FormNotice notice={failure} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {fullFor !== null && fullFor === field.value ? t('code.joinWaitingList') : t('actions.continue')}
        </Button>
      </Stack>
    </Stack>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { registrationStartSchema, type RegistrationDraft } from '@voyage/domain';
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
  onStarted(draft: RegistrationDraft): void;
};

/** Step 1: the school's registration code. */
export function CodeStep({ tripId, defaultCode, isSibling, onStarted }: CodeStepProps) {
  const { t } = useTranslation('register');
  const [failure, setFailure] = useState<string | null>(null);
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
      onStarted(await startRegistration({ tripId, registrationCode }));
    } catch (caught) {
      if (applyFieldErrors(caught, setError, ['registrationCode'])) return;
      setFailure(codeStepFailure(t, caught));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <Typography sx={{ color: 'text.secondary' }}>{t('code.lead')}</Typography>
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
      <FormNotice notice={failure} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {t('actions.continue')}
        </Button>
      </Stack>
    </Stack>
  );
}

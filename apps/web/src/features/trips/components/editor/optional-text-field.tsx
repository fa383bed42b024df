import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { translateFieldError } from '../../../../components/common/form/translate-error.ts';

type OptionalTextFieldProps = {
  name: string;
  label: string;
  /** Shown under the field while it holds no error. */
  helper?: string;
  /** `tel` opens the phone keypad on a phone. */
  type?: 'text' | 'tel';
};

/** A text the trip may leave unset: left empty, the form holds null. */
export function OptionalTextField({ name, label, helper, type = 'text' }: OptionalTextFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      name={field.name}
      label={label}
      type={type}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value.trim() === '' ? null : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={translateFieldError(t, fieldState.error?.message) ?? helper}
      slotProps={{ htmlInput: { autoComplete: 'off' } }}
      fullWidth
    />
  );
}

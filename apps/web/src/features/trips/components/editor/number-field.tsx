import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { parseEuroAmount } from '@voyage/domain';
import { translateFieldError } from '../../../../components/common/form/translate-error.ts';

type NumberFieldProps = {
  name: string;
  label: string;
  kind: 'whole' | 'euro';
  /** Shown under the field while it holds no error. */
  helper?: string;
  /** Left empty, the form holds null. */
  optional?: boolean;
};

const shownEuro = (cents: unknown) =>
  typeof cents === 'number' && Number.isFinite(cents) ? String(cents / 100).replace('.', ',') : '';

/**
 * A number the form holds as an integer: a whole number (year, places), or money typed in euro
 * (`300` or `300,50`) and held in cents. What cannot be read is held as NaN, which the schema refuses; an
 * optional field left empty is held as null.
 */
export function NumberField({ name, label, kind, helper, optional = false }: NumberFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [text, setText] = useState(() => (kind === 'euro' ? shownEuro(field.value) : String(field.value ?? '')));
  const read = (value: string) => {
    if (value.trim() === '') return optional ? null : Number.NaN;
    if (kind === 'euro') return parseEuroAmount(value) ?? Number.NaN;
    return /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  };
  return (
    <TextField
      name={field.name}
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(read(event.target.value));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={translateFieldError(t, fieldState.error?.message) ?? helper}
      slotProps={{ htmlInput: { inputMode: kind === 'euro' ? 'decimal' : 'numeric' } }}
      required={!optional}
      fullWidth
    />
  );
}

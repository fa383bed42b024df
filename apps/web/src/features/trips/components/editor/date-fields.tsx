import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { TextFieldElement } from '../../../../components/common/form/text-field-element.tsx';
import { translateFieldError } from '../../../../components/common/form/translate-error.ts';

type DateFieldProps = { name: string; label: string };

/** A calendar day (`YYYY-MM-DD`) with the browser's date picker, typed or picked. */
export function DateField({ name, label }: DateFieldProps) {
  const { control } = useFormContext();
  return (
    <TextFieldElement
      name={name}
      control={control}
      label={label}
      type="date"
      required
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the browser's local date and time (`2027-01-31T23:59`). */
export function localDateTime(iso: unknown): string {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The local date and time read back as an instant; what cannot be read stays as typed, which the schema refuses. */
export function instantOf(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** An instant (registrations open, close) in the staff's own time zone, held as ISO. */
export function DateTimeField({ name, label }: DateFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      name={field.name}
      label={label}
      type="datetime-local"
      value={localDateTime(field.value)}
      onChange={(event) => field.onChange(instantOf(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={translateFieldError(t, fieldState.error?.message)}
      required
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

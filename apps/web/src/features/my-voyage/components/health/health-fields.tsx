import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../components/common/form/translate-error.ts';

/** A yes/no answer of the health record, as a labelled checkbox bound to the section's form. */
export function CheckField({ name, label }: { name: string; label: string }) {
  const { field } = useController({ name });
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          disabled={field.disabled}
        />
      }
      label={label}
    />
  );
}

/** One choice out of a few (severity, who keeps a medicine), with its message under it. */
export function ChoiceField({ name, label, options }: { name: string; label: string; options: [string, string][] }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      select
      label={label}
      required
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled}
      error={Boolean(fieldState.error)}
      helperText={translateFieldError(t, fieldState.error?.message)}
    >
      {options.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A message about a whole list (at least one contact, a time), shown under it. */
export function ListError({ name }: { name: string }) {
  const { t } = useTranslation();
  const { fieldState } = useController({ name });
  const message = translateFieldError(t, fieldState.error?.message ?? fieldState.error?.root?.message);
  return message ? <FormHelperText error>{message}</FormHelperText> : null;
}

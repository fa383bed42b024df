import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../components/common/form/translate-error.ts';

type RadioChoiceFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  helperText?: string;
};

/** A few choices side by side (they wrap on a phone): easier to tap than a menu. */
export function RadioChoiceField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  helperText,
}: RadioChoiceFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const labelId = useId();
  const helperId = useId();
  const error = translateFieldError(t, fieldState.error?.message);
  const description = error ?? helperText;
  return (
    <FormControl error={Boolean(error)} component="fieldset">
      <FormLabel id={labelId} component="legend" sx={{ color: 'text.primary', mb: 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-labelledby={labelId}
        aria-describedby={description ? helperId : undefined}
        sx={{ columnGap: 1 }}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {description ? (
        <FormHelperText id={helperId} sx={{ mx: 0 }}>
          {description}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}

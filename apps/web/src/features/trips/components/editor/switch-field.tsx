import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';

type SwitchFieldProps = { name: string; label: string; helper: string };

/** A yes-or-no setting the form holds as a boolean, with a line saying what it does. */
export function SwitchField({ name, label, helper }: SwitchFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const helperId = useId();
  return (
    <div>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': helperId } }}
          />
        }
      />
      <FormHelperText id={helperId} sx={{ mt: 0 }}>
        {helper}
      </FormHelperText>
    </div>
  );
}

import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import type { DepartureFormInput } from '@voyage/domain';
import { translateFieldError } from '../../../components/common/form/translate-error.ts';

/** A departure's seats (docs/product/places.md): a whole number, or empty for no limit of its own. */
export function SeatsField({ control }: { control: Control<DepartureFormInput> }) {
  const { t } = useTranslation(['operations', 'common']);
  return (
    <Controller
      control={control}
      name="seats"
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          label={t('departureForm.seats')}
          type="number"
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          error={Boolean(fieldState.error)}
          helperText={translateFieldError(t, fieldState.error?.message) ?? t('departureForm.seatsHelp')}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
      )}
    />
  );
}

import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DRAW_SEED_MAX, drawDateText, drawWindowEnd, type Trip } from '@voyage/domain';
import { translateFieldError } from '../../../../components/common/form/translate-error.ts';

/**
 * The fair draw's seed (docs/product/places.md#fair-allocation): a text announced before the window
 * closes, held as null when empty, and under it when the draw runs (Cyprus time) and with which seed.
 * Once the draw has run (`isDrawn`), the seed is shown and can no longer change.
 */
export function SeedField({ trip, isDrawn }: { trip: Trip; isDrawn: boolean }) {
  const { t, i18n } = useTranslation('trips');
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'drawSeed', control });
  const [fairAllocation, windowDays] = useWatch({ control, name: ['fairAllocation', 'allocationWindowDays'] }) as [
    boolean,
    number,
  ];
  const seed = typeof field.value === 'string' ? field.value.trim() : '';
  const canDate = Number.isInteger(windowDays) && windowDays > 0;
  const end = canDate
    ? drawDateText(
        drawWindowEnd({ registrationOpensAt: trip.registrationOpensAt, allocationWindowDays: windowDays }),
        i18n.language,
      )
    : null;
  const when =
    !fairAllocation || !end
      ? null
      : isDrawn
        ? null
        : seed
          ? t('places.drawRunsWithSeed', { ...end, seed })
          : t('places.drawRunsNoSeed', end);
  return (
    <>
      <TextField
        name={field.name}
        label={t('fields.drawSeed')}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value.trim() === '' ? null : event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        helperText={
          translateFieldError(t, fieldState.error?.message) ??
          t(isDrawn ? 'places.drawSeedDrawn' : 'places.drawSeedHelp')
        }
        slotProps={{ htmlInput: { maxLength: DRAW_SEED_MAX + 20 }, input: { readOnly: isDrawn } }}
        fullWidth
      />
      {when ? (
        <Typography aria-live="polite" sx={{ mt: 1 }}>
          {when}
        </Typography>
      ) : null}
    </>
  );
}

import { useState } from 'react';
import { FormProvider, useForm, useController, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { tripCreateBodySchema, type Trip, type TripCreateBody, type TripSummary } from '@voyage/domain';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { tripTitle } from '../../../lib/localized.ts';
import { useCreateTrip } from '../api/trip-mutations.ts';
import { NumberField } from './editor/number-field.tsx';
import { TripDialog } from './trip-dialog.tsx';

type NewTripForm = { name: { el: string; en: string }; year: number; copyFromTripId?: number };

/** "Start from": a blank trip, or one of the trips to copy. */
function SourceField({ trips }: { trips: readonly TripSummary[] }) {
  const { t, i18n } = useTranslation('trips');
  const { field } = useController<NewTripForm, 'copyFromTripId'>({ name: 'copyFromTripId' });
  return (
    <TextField
      select
      label={t('new.source')}
      value={field.value === undefined ? '' : String(field.value)}
      onChange={(event) => field.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      fullWidth
    >
      <MenuItem value="">{t('new.blank')}</MenuItem>
      {trips.map((trip) => (
        <MenuItem key={trip.id} value={String(trip.id)}>
          {t('new.copyOf', { trip: tripTitle(trip, i18n.language) })}
        </MenuItem>
      ))}
    </TextField>
  );
}

type NewTripDialogProps = {
  open: boolean;
  trips: readonly TripSummary[];
  onClose(): void;
  onCreated(trip: Trip): void;
};

/**
 * A new trip (docs/product/trips.md#a-new-trip): blank, or copied from an earlier one (the newest is
 * proposed, its name kept and the year after it), for the year given.
 */
export function NewTripDialog({ open, trips, onClose, onCreated }: NewTripDialogProps) {
  const { t } = useTranslation(['trips', 'common']);
  const create = useCreateTrip();
  const [failure, setFailure] = useState<string | null>(null);
  const newest = [...trips].sort((a, b) => b.year - a.year)[0];
  const form = useForm<NewTripForm, unknown, TripCreateBody>({
    resolver: zodResolver(tripCreateBodySchema) as Resolver<NewTripForm, unknown, TripCreateBody>,
    mode: 'onTouched',
    defaultValues: {
      name: newest ? { ...newest.name } : { el: '', en: '' },
      year: (newest?.year ?? new Date().getFullYear()) + 1,
      copyFromTripId: newest?.id,
    },
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync(body));
      form.reset();
    } catch (error) {
      const isFieldError = applyFieldErrors(error, form.setError, ['year', 'name.el', 'name.en', 'copyFromTripId']);
      setFailure(isFieldError ? null : apiErrorMessage(t, error));
    }
  });
  return (
    <FormProvider {...form}>
      <TripDialog
        open={open}
        title={t('new.title')}
        description={t('new.description')}
        confirmLabel={t('new.create')}
        cancelLabel={t('new.cancel')}
        isPending={create.isPending}
        failure={failure}
        onClose={onClose}
        onSubmit={() => void submit()}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SourceField trips={trips} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextFieldElement
                name="name.el"
                control={form.control}
                label={t('new.nameEl')}
                slotProps={{ htmlInput: { lang: 'el' } }}
                required
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextFieldElement
                name="name.en"
                control={form.control}
                label={t('new.nameEn')}
                slotProps={{ htmlInput: { lang: 'en' } }}
                required
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <NumberField name="year" label={t('new.year')} kind="whole" />
            </Grid>
          </Grid>
        </Stack>
      </TripDialog>
    </FormProvider>
  );
}

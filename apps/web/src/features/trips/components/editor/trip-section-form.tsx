import { useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TRIP_SECTIONS, tripSectionSchema, type Trip, type TripContent, type TripSection } from '@voyage/domain';
import { applyFieldErrors } from '../../../../components/common/form/apply-field-errors.ts';
import { Section } from '../../../../components/data/section.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useChangeTrip } from '../../api/trip-mutations.ts';
import { ErrorSummary } from './error-summary.tsx';
import { FormNotice } from '../../../../components/common/form/form-notice.tsx';

/** A section's values as the trip holds them. */
export function sectionValues(trip: Trip, section: TripSection): FieldValues {
  return Object.fromEntries(TRIP_SECTIONS[section].map((field) => [field, structuredClone(trip[field])]));
}

type TripSectionFormProps = { trip: Trip; section: TripSection; children: ReactNode };

/**
 * One section of the trip editor (docs/product/trips.md#editing-a-trip): its fields checked with the
 * shared section schema, saved on its own with the trip's `updatedAt` (409 says someone saved meanwhile),
 * the server's field errors put on their fields and listed above the Save button.
 */
export function TripSectionForm({ trip, section, children }: TripSectionFormProps) {
  const { t } = useTranslation(['trips', 'common']);
  const change = useChangeTrip(trip.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  const resolver = useMemo(
    () => zodResolver(tripSectionSchema(section)) as unknown as Resolver<FieldValues>,
    [section],
  );
  const form = useForm<FieldValues>({ resolver, mode: 'onTouched', defaultValues: sectionValues(trip, section) });
  const title = t(`sections.${section}`);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      setSaved(false);
      try {
        const saved = await change.mutateAsync({
          changes: values as Partial<TripContent>,
          expectedUpdatedAt: trip.updatedAt,
        });
        form.reset(sectionValues(saved, section));
        setSaved(true);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409 && error.body.code === 'CONFLICT') {
          setFailure(t('editor.conflict'));
          return;
        }
        // The API keys a field as the body does (`changes.payments`); the form names it `payments`.
        const names = error instanceof ApiRequestError ? Object.keys(error.body.fieldErrors ?? {}) : [];
        const aliases = Object.fromEntries(
          names.filter((name) => name.startsWith('changes.')).map((name) => [name, name.slice('changes.'.length)]),
        );
        const isFieldError = applyFieldErrors(error, form.setError, [], aliases);
        setFailure(isFieldError ? null : apiErrorMessage(t, error));
      }
    },
    () => setSaved(false),
  );

  return (
    <Section title={title}>
      <FormProvider {...form}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)}>
          {children}
          <ErrorSummary errors={form.formState.errors} />
          <FormNotice notice={failure} />
          <Box role="status">
            {isSaved && !form.formState.isDirty ? (
              <Alert severity="success" variant="outlined">
                {t('editor.saved')}
              </Alert>
            ) : null}
          </Box>
          <Stack direction="row" sx={{ justifyContent: { sm: 'flex-end' } }}>
            <Button
              type="submit"
              variant="contained"
              loading={form.formState.isSubmitting}
              aria-label={t('editor.saveLabel', { section: title })}
            >
              {t('editor.save')}
            </Button>
          </Stack>
        </Stack>
      </FormProvider>
    </Section>
  );
}

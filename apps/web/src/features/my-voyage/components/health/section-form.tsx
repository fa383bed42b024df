import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { healthSectionForms, type HealthSectionUpdate } from '@voyage/domain';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { useSaveHealthSection } from '../../api/my-health-record.ts';
import { VoyageCard } from '../voyage-card.tsx';

type SectionFormProps = {
  travellerId: string;
  section: keyof typeof healthSectionForms;
  defaultValues: FieldValues;
  /** Saved once before: "Saved" shows until the next change. */
  isSaved: boolean;
  readOnly: boolean;
  children: ReactNode;
};

/**
 * One section of the health record as its own form (docs/product/health.md#the-form): validated by the
 * domain's schema, saved on its own with a "Saved" status, its fields disabled once the record is frozen.
 */
export function SectionForm({ travellerId, section, defaultValues, isSaved, readOnly, children }: SectionFormProps) {
  const { t } = useTranslation(['myVoyage', 'common']);
  // One form per section; the schema's input and output differ by section, so the values are plain fields here.
  const resolver = zodResolver(healthSectionForms[section] as never) as unknown as Resolver<FieldValues>;
  const form = useForm<FieldValues>({ resolver, defaultValues, disabled: readOnly });
  const save = useSaveHealthSection(travellerId);
  const [failure, setFailure] = useState<string | null>(null);
  const saved = (isSaved || save.isSuccess) && !form.formState.isDirty;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(values as HealthSectionUpdate);
      form.reset(values);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.body.fieldErrors : undefined;
      if (fields) for (const [name, [message]] of Object.entries(fields)) form.setError(name, { message });
      setFailure(apiErrorMessage(t, error));
    }
  });
  return (
    <VoyageCard
      title={t(`health.sections.${section}.title`)}
      aside={
        <Typography role="status" sx={{ color: saved ? 'success.main' : 'text.secondary' }}>
          {saved ? t('health.saved') : t('health.notSaved')}
        </Typography>
      }
    >
      <FormProvider {...form}>
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void onSubmit(event)}>
          <Typography sx={{ color: 'text.secondary' }}>{t(`health.sections.${section}.lead`)}</Typography>
          {children}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          {readOnly ? null : (
            <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
              {t(`health.sections.${section}.save`)}
            </Button>
          )}
        </Stack>
      </FormProvider>
    </VoyageCard>
  );
}

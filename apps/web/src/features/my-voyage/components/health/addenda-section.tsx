import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  HEALTH_ADDENDUM_MAX_LENGTH,
  HEALTH_SECTIONS,
  healthAddendumFormSchema,
  type HealthAddendum,
  type HealthAddendumForm,
} from '@voyage/domain';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateFieldError } from '../../../../components/common/form/translate-error.ts';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { formatDate } from '../../../../lib/localized.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import { useMyHealthAddenda, useSendHealthAddendum } from '../../api/my-health-record.ts';
import { VoyageCard } from '../voyage-card.tsx';

type Values = { text: string; section: string };
const textOnly = z.object({ text: healthAddendumFormSchema.shape.text });

/** One change sent, with its state: waiting, or read by the health lead on a day. */
function AddendumItem({ addendum }: { addendum: HealthAddendum }) {
  const { t } = useTranslation('myVoyage');
  const locale = useLocale();
  return (
    <Stack component="li" spacing={0.5} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{addendum.text}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {addendum.section ? `${t(`health.sections.${addendum.section}.title`)} · ` : ''}
        {t('health.addenda.sentOn', { date: formatDate(addendum.sentAt, locale) })}
      </Typography>
      <Typography variant="body2" sx={{ color: addendum.acknowledgedAt ? 'success.main' : 'warning.main' }}>
        {addendum.acknowledgedAt
          ? t('health.addenda.acknowledged', { date: formatDate(addendum.acknowledgedAt, locale) })
          : t('health.addenda.waiting')}
      </Typography>
    </Stack>
  );
}

/**
 * After the freeze: "Send a change to the health lead", a text and optionally the part of the record it
 * concerns, and the changes already sent with their state (docs/product/health.md#changes-after-the-freeze).
 */
export function AddendaSection({ travellerId }: { travellerId: string }) {
  const { t } = useTranslation(['myVoyage', 'common']);
  const addenda = useMyHealthAddenda(travellerId);
  const send = useSendHealthAddendum(travellerId);
  const [failure, setFailure] = useState<string | null>(null);
  // The text by the domain's rule; the section is a choice of the list, none meaning null.
  const resolver = zodResolver(textOnly as never) as unknown as Resolver<Values>;
  const form = useForm<Values>({ resolver, defaultValues: { text: '', section: '' } });
  const section = useWatch({ control: form.control, name: 'section' });
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body: HealthAddendumForm = {
        text: values.text,
        section: (values.section || null) as HealthAddendumForm['section'],
      };
      await send.mutateAsync(body);
      form.reset({ text: '', section: '' });
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
    }
  });
  const textError = form.formState.errors.text?.message;
  return (
    <VoyageCard title={t('health.addenda.title')}>
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void onSubmit(event)}>
        <Typography sx={{ color: 'text.secondary' }}>{t('health.addenda.lead')}</Typography>
        <TextField
          label={t('health.addenda.text')}
          required
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: HEALTH_ADDENDUM_MAX_LENGTH } }}
          {...form.register('text')}
          error={Boolean(textError)}
          helperText={translateFieldError(t, textError)}
        />
        <TextField
          select
          label={t('health.addenda.section')}
          value={section}
          onChange={(event) => form.setValue('section', event.target.value)}
        >
          <MenuItem value="">{t('health.addenda.noSection')}</MenuItem>
          {HEALTH_SECTIONS.map((section) => (
            <MenuItem key={section} value={section}>
              {t(`health.sections.${section}.title`)}
            </MenuItem>
          ))}
        </TextField>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {send.isSuccess && !failure ? <Alert severity="success">{t('health.addenda.sent')}</Alert> : null}
        <Button type="submit" variant="contained" loading={send.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('health.addenda.send')}
        </Button>
      </Stack>
      {addenda.data && addenda.data.length > 0 ? (
        <Stack spacing={1} sx={{ mt: 3 }}>
          <Typography variant="h3" component="h3">
            {t('health.addenda.listTitle')}
          </Typography>
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {addenda.data.map((addendum) => (
              <AddendumItem key={addendum.id} addendum={addendum} />
            ))}
          </Stack>
        </Stack>
      ) : null}
    </VoyageCard>
  );
}

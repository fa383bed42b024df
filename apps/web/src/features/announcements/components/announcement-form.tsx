import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnnouncementPreview, Departure, School } from '@voyage/domain';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { FormStack } from '../../../components/common/form/form-stack.tsx';
import type { Notice } from '../../../components/common/form/form-notice.tsx';
import { SubmitButton } from '../../../components/common/form/submit-button.tsx';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useCreateAnnouncement, usePreviewAnnouncement } from '../api/announcements.ts';
import { AudienceFields } from './audience-fields.tsx';
import { announcementResolver, audienceOf, EMPTY_VALUES, payloadOf, type AnnouncementValues } from './form-values.ts';
import { RecipientsPreview } from './recipients-preview.tsx';

const AUDIENCE_FIELDS = ['departureId', 'schoolId', 'item'] as const;
const FIELDS = ['subject.el', 'subject.en', 'body.el', 'body.en', ...AUDIENCE_FIELDS, 'sendAt'] as const;

type AnnouncementFormProps = { tripId: number; departures: readonly Departure[]; schools: readonly School[] };

/** Write, see who will receive it, then send now or at a set time (docs/product/announcements.md). */
export function AnnouncementFormCard({ tripId, departures, schools }: AnnouncementFormProps) {
  const { t } = useTranslation(['announcements', 'common']);
  const form = useForm<AnnouncementValues>({ resolver: announcementResolver, defaultValues: EMPTY_VALUES });
  const previewCall = usePreviewAnnouncement(tripId);
  const create = useCreateAnnouncement(tripId);
  const [preview, setPreview] = useState<{ key: string; result: AnnouncementPreview } | null>(null);
  const [notice, setNotice] = useState<string | Notice | null>(null);
  const values = { ...EMPTY_VALUES, ...useWatch({ control: form.control }) } as AnnouncementValues;
  const audienceKey = JSON.stringify(audienceOf(values));
  const previewed = preview?.key === audienceKey ? preview.result : null;

  const seeRecipients = async () => {
    setNotice(null);
    const valid = await form.trigger(['departureId', 'schoolId', 'item']);
    if (!valid) return;
    try {
      setPreview({ key: audienceKey, result: await previewCall.mutateAsync(audienceOf(values)) });
    } catch (error) {
      setNotice(apiErrorMessage(t, error));
    }
  };

  const onSubmit = form.handleSubmit(async (submitted) => {
    setNotice(null);
    try {
      const created = await create.mutateAsync(payloadOf(submitted));
      setNotice({
        severity: 'success',
        text: created.status === 'scheduled' ? t('form.scheduled') : t('form.sent', { count: created.recipients }),
      });
      form.reset(EMPTY_VALUES);
      setPreview(null);
    } catch (error) {
      const aliases = Object.fromEntries(AUDIENCE_FIELDS.map((name) => [`audience.${name}`, name]));
      if (!applyFieldErrors(error, form.setError, FIELDS, aliases)) setNotice(apiErrorMessage(t, error));
    }
  });

  return (
    <FormStack form={form} label={t('form.title')} onSubmit={onSubmit} notice={notice}>
      <AudienceFields departures={departures} schools={schools} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack spacing={2} sx={{ flex: 1 }}>
          <TextFieldElement<AnnouncementValues> name="subject.el" label={t('form.subjectEl')} required fullWidth />
          <TextFieldElement<AnnouncementValues>
            name="body.el"
            label={t('form.bodyEl')}
            required
            fullWidth
            multiline
            minRows={5}
          />
        </Stack>
        <Stack spacing={2} sx={{ flex: 1 }}>
          <TextFieldElement<AnnouncementValues> name="subject.en" label={t('form.subjectEn')} required fullWidth />
          <TextFieldElement<AnnouncementValues>
            name="body.en"
            label={t('form.bodyEn')}
            required
            fullWidth
            multiline
            minRows={5}
          />
        </Stack>
      </Stack>
      <Controller
        name="when"
        control={form.control}
        render={({ field }) => (
          <RadioGroup row {...field} aria-label={t('form.when')}>
            <FormControlLabel value="now" control={<Radio />} label={t('form.now')} />
            <FormControlLabel value="later" control={<Radio />} label={t('form.later')} />
          </RadioGroup>
        )}
      />
      {values.when === 'later' ? (
        <TextFieldElement<AnnouncementValues>
          name="sendAt"
          type="datetime-local"
          label={t('form.sendAt')}
          required
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 280 }}
        />
      ) : null}
      <Button
        variant="outlined"
        onClick={seeRecipients}
        loading={previewCall.isPending}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t('form.seeRecipients')}
      </Button>
      {previewed ? <RecipientsPreview preview={previewed} /> : null}
      {!previewed ? (
        <Typography variant="body2" color="text.secondary">
          {t('form.previewFirst')}
        </Typography>
      ) : null}
      <SubmitButton disabled={!previewed || previewed.count === 0}>
        {values.when === 'later' ? t('form.schedule') : t('form.send')}
      </SubmitButton>
    </FormStack>
  );
}

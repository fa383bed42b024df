import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  countryName,
  ID_DOCUMENT_FIELDS,
  idDocumentBodySchema,
  idDocumentExpiresTooSoon,
  idDocumentValidUntilNeeded,
  type AdminTraveller,
  type IdDocumentBody,
} from '@voyage/domain';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { ReadOnlyField, ReadOnlyFields } from '../../../components/data/read-only-field.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { tripQuery } from '../../../entities/trips/api/get-trip.ts';
import { saveIdDocument } from '../../../entities/documents/api/staff-documents.ts';
import {
  IdDocumentFields,
  idDocumentFormValues,
  type IdDocumentForm,
} from '../../../entities/travellers/form/id-document-fields.tsx';
import { useRefreshRegistrations } from '../api/refresh-registrations.ts';
import { FormNotice } from '../../../components/common/form/form-notice.tsx';

/**
 * The identity document the traveller flies with (passport or ID card: type, number, expiry, issuing country) as
 * the family gave it in My Voyage, corrected here by staff (audited). An expiry too close to the return is warned
 * about, never refused: six months after it for a passport, the return itself for an ID card.
 */
export function PassportPanel({ traveller }: { traveller: AdminTraveller }) {
  const { t, i18n } = useTranslation(['documents', 'common', 'components']);
  const fmt = useFormatters();
  const trip = useQuery(tripQuery(traveller.tripId));
  const [isEditing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const endsOn = trip.data?.endsOn;
  const { idDocumentType: type, idDocumentExpiresOn: expiresOn, idDocumentIssuingCountry: country } = traveller;
  const isTooSoon = Boolean(type && expiresOn && endsOn && idDocumentExpiresTooSoon(type, expiresOn, endsOn));
  const notGiven = t('passport.notGiven');
  const canEdit = traveller.status !== 'deleted';
  const headingId = useId();

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('passport.title')}
      </Typography>
      {isEditing ? (
        <PassportEditForm
          traveller={traveller}
          onDone={(isSaved) => {
            setEditing(false);
            setSaved(isSaved);
          }}
        />
      ) : (
        <Stack spacing={2}>
          <ReadOnlyFields>
            <ReadOnlyField
              label={t('passport.type')}
              value={type ? t(`components:idDocument.types.${type}`) : notGiven}
            />
            <ReadOnlyField label={t('passport.number')} value={traveller.idDocumentNumber ?? notGiven} />
            <ReadOnlyField label={t('passport.expiresOn')} value={expiresOn ? fmt.date(expiresOn) : notGiven} />
            <ReadOnlyField
              label={t('passport.issuingCountry')}
              value={country ? countryName(country, i18n.language) : notGiven}
            />
          </ReadOnlyFields>
          {canEdit ? (
            <Button
              startIcon={<EditOutlinedIcon />}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('passport.edit')}
            </Button>
          ) : null}
        </Stack>
      )}
      <Box role="status">
        {saved ? (
          <Alert severity="success" variant="outlined" sx={{ mt: 2 }}>
            {t('passport.saved')}
          </Alert>
        ) : null}
      </Box>
      {isTooSoon && type && expiresOn && endsOn ? (
        <Alert severity="warning" role="note" sx={{ mt: 2 }}>
          {t(`passport.tooSoon.${type}`, {
            date: fmt.date(expiresOn),
            needed: fmt.date(idDocumentValidUntilNeeded(type, endsOn)),
          })}
        </Alert>
      ) : null}
    </Box>
  );
}

function PassportEditForm({ traveller, onDone }: { traveller: AdminTraveller; onDone(saved: boolean): void }) {
  const { t } = useTranslation(['documents', 'common']);
  const refreshRegistrations = useRefreshRegistrations();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<IdDocumentForm, unknown, IdDocumentBody>({
    resolver: zodResolver(idDocumentBodySchema) as never,
    defaultValues: idDocumentFormValues(traveller),
  });
  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await saveIdDocument(traveller.id, body);
      await refreshRegistrations();
      onDone(true);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ID_DOCUMENT_FIELDS)) setFailure(apiErrorMessage(t, error));
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <IdDocumentFields control={control} size="small" />
      <FormNotice notice={failure} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t('passport.save')}
        </Button>
        <Button onClick={() => onDone(false)} disabled={formState.isSubmitting}>
          {t('passport.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

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
  passportBodySchema,
  passportExpiresTooSoon,
  passportValidUntilNeeded,
  type AdminTraveller,
  type PassportBody,
} from '@voyage/domain';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { ReadOnlyField, ReadOnlyFields } from '../../../components/data/read-only-field.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { tripQuery } from '../../../entities/trips/api/get-trip.ts';
import { savePassport } from '../../../entities/documents/api/staff-documents.ts';
import { useRefreshRegistrations } from '../api/refresh-registrations.ts';
import { FormNotice } from '../../../components/common/form/form-notice.tsx';

/** What the fields hold, as typed. */
type PassportForm = { passportNumber: string; passportExpiresOn: string };

/**
 * The passport's number and expiry as the family gave them in My Voyage, corrected here by staff (audited).
 * An expiry too close to the return is warned about, never refused: airlines ask for six months.
 */
export function PassportPanel({ traveller }: { traveller: AdminTraveller }) {
  const { t } = useTranslation(['documents', 'common']);
  const fmt = useFormatters();
  const trip = useQuery(tripQuery(traveller.tripId));
  const [isEditing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const endsOn = trip.data?.endsOn;
  const expiresOn = traveller.passportExpiresOn;
  const isTooSoon = Boolean(expiresOn && endsOn && passportExpiresTooSoon(expiresOn, endsOn));
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
            <ReadOnlyField label={t('passport.number')} value={traveller.passportNumber ?? t('passport.notGiven')} />
            <ReadOnlyField
              label={t('passport.expiresOn')}
              value={expiresOn ? fmt.date(expiresOn) : t('passport.notGiven')}
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
      {isTooSoon && expiresOn && endsOn ? (
        <Alert severity="warning" role="note" sx={{ mt: 2 }}>
          {t('passport.tooSoon', { date: fmt.date(expiresOn), needed: fmt.date(passportValidUntilNeeded(endsOn)) })}
        </Alert>
      ) : null}
    </Box>
  );
}

const FIELDS = ['passportNumber', 'passportExpiresOn'] as const;

function PassportEditForm({ traveller, onDone }: { traveller: AdminTraveller; onDone(saved: boolean): void }) {
  const { t } = useTranslation(['documents', 'common']);
  const refreshRegistrations = useRefreshRegistrations();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<PassportForm, unknown, PassportBody>({
    resolver: zodResolver(passportBodySchema),
    defaultValues: {
      passportNumber: traveller.passportNumber ?? '',
      passportExpiresOn: traveller.passportExpiresOn ?? '',
    },
  });
  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await savePassport(traveller.id, body);
      await refreshRegistrations();
      onDone(true);
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) setFailure(apiErrorMessage(t, error));
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        <TextFieldElement<PassportForm>
          control={control}
          name="passportNumber"
          label={t('passport.number')}
          helperText={t('passport.numberHint')}
          required
          autoFocus
          size="small"
          slotProps={{
            inputLabel: { required: false },
            htmlInput: { autoCapitalize: 'characters', spellCheck: false },
          }}
        />
        <TextFieldElement<PassportForm>
          control={control}
          name="passportExpiresOn"
          type="date"
          label={t('passport.expiresOn')}
          required
          size="small"
          slotProps={{ inputLabel: { required: false, shrink: true } }}
        />
      </Box>
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

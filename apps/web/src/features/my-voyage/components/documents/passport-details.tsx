import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  passportBodySchema,
  passportExpiresTooSoon,
  passportValidUntilNeeded,
  type PassportBody,
  type Traveller,
} from '@voyage/domain';
import type { z } from 'zod';
import { applyFieldErrors } from '../../../../components/common/form/apply-field-errors.ts';
import { TextFieldElement } from '../../../../components/common/form/text-field-element.tsx';
import { useFormatters } from '../../../../components/data/use-formatters.ts';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useSavePassport } from '../../api/save-passport.ts';
import { familyName } from '../family-name.ts';
import { VoyageCard } from '../voyage-card.tsx';
import { FormNotice, type Notice } from '../../../../components/common/form/form-notice.tsx';

type PassportForm = z.input<typeof passportBodySchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Airlines want six months of validity after the return: said as a warning, never a refusal. */
function ExpiryWarning({ expiresOn, returnsOn }: { expiresOn: string; returnsOn: string | null }) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  if (!returnsOn || !ISO_DATE.test(expiresOn) || !passportExpiresTooSoon(expiresOn, returnsOn)) return null;
  return (
    <Alert severity="warning" role="status">
      {t('documents.passport.tooSoon', {
        expires: fmt.date(expiresOn),
        returns: fmt.date(returnsOn),
        needed: fmt.date(passportValidUntilNeeded(returnsOn)),
      })}
    </Alert>
  );
}

/**
 * The passport's number and expiry date (docs/product/my-voyage.md#passport-details), checked with the API's
 * own schema before sending; an expiry too close to the return (`returnsOn`, when known) is warned about.
 */
export function PassportDetails({ traveller, returnsOn }: { traveller: Traveller; returnsOn: string | null }) {
  const { t } = useTranslation('myVoyage');
  const save = useSavePassport();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<PassportForm, unknown, PassportBody>({
    resolver: zodResolver(passportBodySchema),
    defaultValues: {
      passportNumber: traveller.passportNumber ?? '',
      passportExpiresOn: traveller.passportExpiresOn ?? '',
    },
  });
  const expiresOn = useWatch({ control, name: 'passportExpiresOn' });

  const onSubmit = handleSubmit(async (body) => {
    setNotice(null);
    try {
      const saved = await save.mutateAsync({ travellerId: traveller.id, body });
      reset({ passportNumber: saved.passportNumber ?? '', passportExpiresOn: saved.passportExpiresOn ?? '' });
      setNotice({ severity: 'success', text: t('documents.passport.saved') });
    } catch (error) {
      if (applyFieldErrors(error, setError, ['passportNumber', 'passportExpiresOn'])) return;
      setNotice({ severity: 'error', text: apiErrorMessage(t, error) });
    }
  });

  return (
    <VoyageCard title={t('documents.passport.title')}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t('documents.passport.form', { name: familyName(traveller) })}
      >
        <Typography color="text.secondary">{t('documents.passport.lead')}</Typography>
        <FormNotice notice={notice} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextFieldElement
            control={control}
            name="passportNumber"
            label={t('documents.passport.number')}
            helperText={t('documents.passport.numberHint')}
            autoComplete="off"
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            sx={{ flex: 1, maxWidth: { sm: 280 } }}
          />
          <TextFieldElement
            control={control}
            name="passportExpiresOn"
            type="date"
            label={t('documents.passport.expires')}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1, maxWidth: { sm: 220 } }}
          />
        </Stack>
        <ExpiryWarning expiresOn={expiresOn} returnsOn={returnsOn} />
        <Button
          type="submit"
          variant="contained"
          loading={formState.isSubmitting}
          disabled={!formState.isDirty}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {t('documents.passport.save')}
        </Button>
      </Stack>
    </VoyageCard>
  );
}

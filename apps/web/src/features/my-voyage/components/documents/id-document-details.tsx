import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ID_DOCUMENT_FIELDS,
  idDocumentBodySchema,
  idDocumentExpiresTooSoon,
  idDocumentValidUntilNeeded,
  type IdDocumentBody,
  type Traveller,
} from '@voyage/domain';
import { applyFieldErrors } from '../../../../components/common/form/apply-field-errors.ts';
import { useFormatters } from '../../../../components/data/use-formatters.ts';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import {
  IdDocumentFields,
  idDocumentFormValues,
  type IdDocumentForm,
} from '../../../../entities/travellers/form/id-document-fields.tsx';
import { useSaveIdDocument } from '../../api/save-id-document.ts';
import { familyName } from '../family-name.ts';
import { VoyageCard } from '../voyage-card.tsx';
import { VOYAGE_ANCHORS } from '../checklist/voyage-anchors.ts';
import { FormNotice, type Notice } from '../../../../components/common/form/form-notice.tsx';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A passport should be valid six months after the return, an ID card until the return: said as a warning,
 * never a refusal.
 */
function ExpiryWarning({ form, returnsOn }: { form: IdDocumentForm; returnsOn: string | null }) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  const { idDocumentType: type, idDocumentExpiresOn: expiresOn } = form;
  if (!type || !returnsOn || !ISO_DATE.test(expiresOn) || !idDocumentExpiresTooSoon(type, expiresOn, returnsOn)) {
    return null;
  }
  return (
    <Alert severity="warning" role="status">
      {t(`documents.passport.tooSoon.${type}`, {
        expires: fmt.date(expiresOn),
        returns: fmt.date(returnsOn),
        needed: fmt.date(idDocumentValidUntilNeeded(type, returnsOn)),
      })}
    </Alert>
  );
}

/**
 * The identity document the traveller flies with, passport or ID card (docs/product/my-voyage.md#passport-details):
 * type, number, expiry and issuing country, checked with the API's own schema before sending; an expiry too close
 * to the return (`returnsOn`, when known) is warned about.
 */
export function IdDocumentDetails({ traveller, returnsOn }: { traveller: Traveller; returnsOn: string | null }) {
  const { t } = useTranslation('myVoyage');
  const save = useSaveIdDocument();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<IdDocumentForm, unknown, IdDocumentBody>({
    resolver: zodResolver(idDocumentBodySchema) as never,
    defaultValues: idDocumentFormValues(traveller),
  });
  const values = useWatch({ control }) as IdDocumentForm;

  const onSubmit = handleSubmit(async (body) => {
    setNotice(null);
    try {
      const saved = await save.mutateAsync({ travellerId: traveller.id, body });
      reset(idDocumentFormValues(saved));
      setNotice({ severity: 'success', text: t('documents.passport.saved') });
    } catch (error) {
      if (applyFieldErrors(error, setError, ID_DOCUMENT_FIELDS)) return;
      setNotice({ severity: 'error', text: apiErrorMessage(t, error) });
    }
  });

  return (
    <VoyageCard title={t('documents.passport.title')} headingRef={headingRef} anchorId={VOYAGE_ANCHORS.passport}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t('documents.passport.form', { name: familyName(traveller) })}
      >
        <Typography color="text.secondary">{t('documents.passport.lead')}</Typography>
        <FormNotice notice={notice} />
        <IdDocumentFields control={control} />
        <ExpiryWarning form={values} returnsOn={returnsOn} />
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

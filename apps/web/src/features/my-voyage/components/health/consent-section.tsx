import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { HEALTH_CONSENT_TEXT, type HealthConsent } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../components/data/use-formatters.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import { CheckField, ListError } from './health-fields.tsx';
import { SectionForm } from './section-form.tsx';

/** The consent to emergency treatment: the exact text, ticked by the guardian; who and when once given. */
export function ConsentSection({
  travellerId,
  consent,
  readOnly,
}: {
  travellerId: string;
  consent: HealthConsent | null;
  readOnly: boolean;
}) {
  const { t } = useTranslation('myVoyage');
  const locale = useLocale();
  const format = useFormatters();
  return (
    <SectionForm
      travellerId={travellerId}
      section="consent"
      defaultValues={{ consent: consent !== null }}
      isSaved={consent !== null}
      readOnly={readOnly || consent !== null}
    >
      <Typography component="blockquote" sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
        {HEALTH_CONSENT_TEXT[locale]}
      </Typography>
      <CheckField name="consent" label={t('health.consent.tick')} />
      <ListError name="consent" />
      {consent ? (
        <Alert severity="success">
          {t('health.consent.given', {
            name: consent.givenBy,
            date: format.day(consent.givenAt),
          })}
        </Alert>
      ) : null}
    </SectionForm>
  );
}

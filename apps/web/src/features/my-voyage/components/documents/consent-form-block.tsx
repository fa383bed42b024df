import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOCALES, type Traveller } from '@voyage/domain';
import { consentFormUrl } from '../../api/document-urls.ts';
import type { DocumentStanding } from '@voyage/domain';
import { familyName } from '../family-name.ts';

type ConsentFormBlockProps = {
  traveller: Traveller;
  consent: DocumentStanding;
  /** Opens "Upload the signed form". */
  onUpload(): void;
};

/** The form in both languages, the guardian's first; the links save the PDF (the API sends it as an attachment). */
function DownloadLinks({ traveller }: { traveller: Traveller }) {
  const { t } = useTranslation('myVoyage');
  const languages = [traveller.language, ...LOCALES.filter((language) => language !== traveller.language)];
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mt: 0.5 }}>
      {languages.map((language) => (
        <Link
          key={language}
          href={consentFormUrl(traveller.id, language)}
          download
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500, minHeight: 44 }}
        >
          <DownloadIcon fontSize="small" aria-hidden />
          {t(`documents.consent.download.${language}`)}
        </Link>
      ))}
    </Box>
  );
}

/**
 * The signed consent form (docs/product/my-voyage.md#consent-form): before approval, that it opens then; once
 * approved, three steps (download the form, sign it, upload it back); once a signed form is Processing or
 * Accepted, it says so.
 */
export function ConsentFormBlock({ traveller, consent, onUpload }: ConsentFormBlockProps) {
  const { t } = useTranslation('myVoyage');
  const headingId = useId();
  const isApproved = traveller.status === 'approved';
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={headingId} variant="h4" component="h3" sx={{ mb: 1 }}>
        {t('documents.consent.title')}
      </Typography>
      {!isApproved ? (
        <Typography>{t('documents.consent.afterApproval')}</Typography>
      ) : consent === 'accepted' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircleIcon sx={{ color: 'success.main' }} />
          <Typography>{t('documents.consent.accepted')}</Typography>
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          {consent === 'processing' ? (
            <Alert severity="info">{t('documents.consent.processing')}</Alert>
          ) : consent === 'rejected' ? (
            <Alert severity="warning">{t('documents.consent.rejected')}</Alert>
          ) : null}
          <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5, lineHeight: 1.6 }}>
            <Typography component="li">
              {t('documents.consent.stepDownload', { name: familyName(traveller) })}
              <DownloadLinks traveller={traveller} />
            </Typography>
            <Typography component="li">{t('documents.consent.stepSign')}</Typography>
            <Typography component="li">{t('documents.consent.stepUpload')}</Typography>
          </Stack>
          <Button
            variant={consent === 'processing' ? 'outlined' : 'contained'}
            startIcon={<UploadFileOutlinedIcon />}
            onClick={onUpload}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {t(consent === 'processing' ? 'documents.consent.uploadAgain' : 'documents.consent.upload')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

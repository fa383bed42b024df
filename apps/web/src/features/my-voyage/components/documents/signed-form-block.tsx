import { useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LOCALES,
  TRAVEL_AUTHORISATION_LANGUAGES,
  type DocumentStanding,
  type Traveller,
  type TravelAuthorisationLanguage,
} from '@voyage/domain';
import { consentFormUrl, travelAuthorisationUrl } from '../../api/document-urls.ts';
import { familyName } from '../family-name.ts';

/** The forms the product fills in for the family to sign and upload back. */
export type SignedForm = 'consent' | 'travelAuthorisation';

type SignedFormBlockProps = {
  form: SignedForm;
  traveller: Traveller;
  standing: DocumentStanding;
  /** Opens the upload of the signed form. */
  onUpload(): void;
  /** The block's id, for a link to it (the checklist's action). */
  id?: string;
  /** Said under the heading, whatever the form's state: why the form is asked for. */
  lead?: ReactNode;
  /** Said above the steps while the form is still to send. */
  notice?: ReactNode;
};

/** The form's languages, the guardian's first. */
function languagesOf(form: SignedForm, traveller: Traveller): TravelAuthorisationLanguage[] {
  const all: readonly TravelAuthorisationLanguage[] = form === 'consent' ? LOCALES : TRAVEL_AUTHORISATION_LANGUAGES;
  return [traveller.language, ...all.filter((language) => language !== traveller.language)];
}

/** One download of the form: the link saves the PDF (the API sends it as an attachment). */
function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      download
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500, minHeight: 44 }}
    >
      <DownloadIcon fontSize="small" aria-hidden />
      <span>{children}</span>
    </Link>
  );
}

/**
 * The form in each of its languages: the consent form in Greek and English, the letter in Greek, English and
 * French, its language named as its readers write it.
 */
function DownloadLinks({ form, traveller }: { form: SignedForm; traveller: Traveller }) {
  const { t } = useTranslation('myVoyage');
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mt: 0.5 }}>
      {languagesOf(form, traveller).map((language) =>
        form === 'consent' && language !== 'fr' ? (
          <DownloadLink key={language} href={consentFormUrl(traveller.id, language)}>
            {t(`documents.consent.download.${language}`)}
          </DownloadLink>
        ) : (
          <DownloadLink key={language} href={travelAuthorisationUrl(traveller.id, language)}>
            <Trans
              t={t}
              i18nKey="documents.travelAuthorisation.download"
              values={{ language: t(`documents.travelAuthorisation.languages.${language}`) }}
              components={{ lang: <span lang={language} /> }}
            />
          </DownloadLink>
        ),
      )}
    </Box>
  );
}

/**
 * A form to sign (docs/product/my-voyage.md#consent-form, docs/product/my-voyage.md#travel-authorisation-letter):
 * before approval, that it opens then; once approved, three steps (download the form, sign it, upload it back);
 * once a signed form is Processing or Accepted, it says so.
 */
export function SignedFormBlock({ form, traveller, standing, onUpload, id, lead, notice }: SignedFormBlockProps) {
  const { t } = useTranslation('myVoyage');
  const headingId = useId();
  const isApproved = traveller.status === 'approved';
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 1, scrollMarginTop: 80 }}
    >
      <Typography id={headingId} variant="h4" component="h3" tabIndex={-1} sx={{ mb: 1 }}>
        {t(`documents.${form}.title`)}
      </Typography>
      {lead}
      {!isApproved ? (
        <Typography>{t(`documents.${form}.afterApproval`)}</Typography>
      ) : standing === 'accepted' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircleIcon sx={{ color: 'success.main' }} />
          <Typography>{t(`documents.${form}.accepted`)}</Typography>
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          {standing === 'processing' ? (
            <Alert severity="info">{t(`documents.${form}.processing`)}</Alert>
          ) : standing === 'rejected' ? (
            <Alert severity="warning">{t(`documents.${form}.rejected`)}</Alert>
          ) : null}
          {notice}
          <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5, lineHeight: 1.6 }}>
            <Typography component="li">
              {t(`documents.${form}.stepDownload`, { name: familyName(traveller) })}
              <DownloadLinks form={form} traveller={traveller} />
            </Typography>
            <Typography component="li">{t(`documents.${form}.stepSign`)}</Typography>
            <Typography component="li">{t(`documents.${form}.stepUpload`)}</Typography>
          </Stack>
          <Button
            variant={standing === 'processing' ? 'outlined' : 'contained'}
            startIcon={<UploadFileOutlinedIcon />}
            onClick={onUpload}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {t(standing === 'processing' ? `documents.${form}.uploadAgain` : `documents.${form}.upload`)}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

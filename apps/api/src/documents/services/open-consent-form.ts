import type { Locale } from '@voyage/domain';
import { renderConsentForm } from '../consent-form-pdf.ts';
import type { StoredFileDownload } from '../../files/send-stored-file.ts';
import { openFilledForm, type FilledFormOptions } from './open-filled-form.ts';

/**
 * `GET /api/my/travellers/:id/consent-form` and `GET /api/admin/travellers/:id/consent-form`
 * (docs/product/documents.md#consent-form): the trip's consent form filled in for one approved traveller, with
 * the dates of their departure (the trip's while their school has none), in `locale` or the registration's
 * language (the guardian's).
 */
export function openConsentForm({
  locale,
  ...options
}: FilledFormOptions & { locale?: Locale }): Promise<StoredFileDownload> {
  return openFilledForm(options, async (facts) => {
    const language = locale ?? facts.language;
    return {
      bytes: await renderConsentForm({ ...facts, locale: language, tripTitle: facts.tripTitle[language] }),
      // One name per language, so the Greek and English forms saved side by side stay apart.
      fileName: `consent-${facts.personalCode ?? facts.lastName}-${language}.pdf`,
    };
  });
}

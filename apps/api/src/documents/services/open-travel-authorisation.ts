import type { TravelAuthorisationLanguage } from '@voyage/domain';
import type { StoredFileDownload } from '../../files/send-stored-file.ts';
import { renderTravelAuthorisation } from '../travel-authorisation-pdf.ts';
import { openFilledForm, type FilledFormOptions } from './open-filled-form.ts';

/**
 * `GET /api/my/travellers/:id/travel-authorisation` and `GET /api/admin/travellers/:id/travel-authorisation`
 * (docs/product/documents.md#travel-authorisation-letter): the letter both guardians sign for one approved
 * traveller, in `language` or the registration's (the guardian's). French texts of the trip do not exist: a
 * French letter names the trip, the place and the hotel as the English ones do. Without the identity
 * document's details the letter is still given, with blanks to fill in by hand.
 */
export function openTravelAuthorisation({
  language,
  ...options
}: FilledFormOptions & { language?: TravelAuthorisationLanguage }): Promise<StoredFileDownload> {
  return openFilledForm(options, async (facts) => {
    const chosen = language ?? facts.language;
    const texts = chosen === 'fr' ? 'en' : chosen;
    const bytes = await renderTravelAuthorisation({
      ...facts,
      language: chosen,
      tripTitle: facts.tripTitle[texts],
      destination: facts.tripName[texts],
      idDocument:
        facts.idDocumentType && facts.idDocumentNumber
          ? { type: facts.idDocumentType, number: facts.idDocumentNumber }
          : null,
      departure: facts.departure && {
        ...facts.departure,
        escorts: facts.departure.escorts.map((escort) => escort.name),
      },
      dueDate: facts.freezeDay,
    });
    // One name per language, so the letters saved side by side stay apart.
    return { bytes, fileName: `travel-authorisation-${facts.personalCode ?? facts.lastName}-${chosen}.pdf` };
  });
}

import type { TravellerDocument } from './traveller.ts';

/** Where one kind of document stands for a traveller, as the family acts on it. */
export type DocumentStanding = 'accepted' | 'processing' | 'rejected' | 'none';

const ID_TYPES: readonly TravellerDocument['type'][] = ['passport', 'id_card'];

/**
 * Accepted once staff accepted one; else Processing while one waits; else Rejected when the latest was refused;
 * else none (nothing sent, or only uploads the family withdrew).
 */
function standingOf(documents: readonly TravellerDocument[]): DocumentStanding {
  if (documents.some((document) => document.status === 'approved')) return 'accepted';
  if (documents.some((document) => document.status === 'pending')) return 'processing';
  const latest = latestSent(documents);
  return latest?.status === 'rejected' ? 'rejected' : 'none';
}

/** The newest document the family did not withdraw. */
function latestSent(documents: readonly TravellerDocument[]): TravellerDocument | undefined {
  return documents
    .filter((document) => document.status !== 'withdrawn')
    .reduce<TravellerDocument | undefined>(
      (latest, document) => (!latest || document.uploadedAt > latest.uploadedAt ? document : latest),
      undefined,
    );
}

const ofType = (documents: readonly TravellerDocument[], type: TravellerDocument['type']) =>
  documents.filter((document) => document.type === type);
const ids = (documents: readonly TravellerDocument[]) =>
  documents.filter((document) => ID_TYPES.includes(document.type));

/** The signed consent form: once Processing or Accepted, nothing more is due (docs/product/my-voyage.md#consent-form). */
export function consentStanding(documents: readonly TravellerDocument[]): DocumentStanding {
  return standingOf(ofType(documents, 'consent'));
}

/**
 * The travel authorisation letter signed by both guardians: like the consent form, nothing more is due once one is
 * Processing or Accepted (docs/product/my-voyage.md#travel-authorisation-letter).
 */
export function travelAuthorisationStanding(documents: readonly TravellerDocument[]): DocumentStanding {
  return standingOf(ofType(documents, 'travel_authorisation'));
}

/** The passport or ID card: either counts, as at registration. */
export function idStanding(documents: readonly TravellerDocument[]): DocumentStanding {
  return standingOf(ids(documents));
}

/** The rejected passport or ID the family may replace: the latest, while no other is Processing or Accepted. */
export function replaceableIdDocument(documents: readonly TravellerDocument[]): TravellerDocument | null {
  if (idStanding(documents) !== 'rejected') return null;
  return latestSent(ids(documents)) ?? null;
}

import { idDocumentExpiresTooSoon } from './document-api.ts';
import type { IdDocumentType } from './traveller-statuses.ts';

/**
 * What the flight manifest flags about a traveller's papers (docs/product/exports.md#flight-manifest), each
 * naming the document it is about: a passport, an ID card, or either while the type is not known yet.
 */
export const MANIFEST_CHECKS = [
  'idMissing',
  'passportPending',
  'idCardPending',
  'passportNumberMissing',
  'idCardNumberMissing',
  'idNumberMissing',
  'passportExpiryMissing',
  'idCardExpiryMissing',
  'issuingCountryMissing',
  'nationalityMissing',
  'passportExpiresTooSoon',
  'idCardExpiresBeforeReturn',
] as const;
export type ManifestCheck = (typeof MANIFEST_CHECKS)[number];

/**
 * A traveller's papers as the manifest sees them: the latest scan staff accepted and the latest waiting for
 * review (passport or ID card), the document's details as given, and the nationality.
 */
export type ManifestPapers = {
  acceptedId: IdDocumentType | null;
  pendingId: IdDocumentType | null;
  idDocumentType: IdDocumentType | null;
  idDocumentNumber: string | null;
  idDocumentExpiresOn: string | null;
  idDocumentIssuingCountry: string | null;
  nationality: string | null;
};

/**
 * The document the traveller flies with: the one whose details were given, else the scan staff accepted,
 * else the one waiting for review; null while nothing tells.
 */
export function manifestDocumentType(papers: ManifestPapers): IdDocumentType | null {
  return papers.idDocumentType ?? papers.acceptedId ?? papers.pendingId;
}

const BY_TYPE = {
  pending: { passport: 'passportPending', id_card: 'idCardPending' },
  number: { passport: 'passportNumberMissing', id_card: 'idCardNumberMissing' },
  expiry: { passport: 'passportExpiryMissing', id_card: 'idCardExpiryMissing' },
  tooSoon: { passport: 'passportExpiresTooSoon', id_card: 'idCardExpiresBeforeReturn' },
} as const satisfies Record<string, Record<IdDocumentType, ManifestCheck>>;

/**
 * What to check about a traveller's papers before the airline has the list, in this order: no scan accepted
 * (or one still waiting for review), no document number, no expiry, no issuing country, no nationality, and an
 * expiry too soon for that document: a passport valid less than six months after the return, an ID card that
 * expires before it (inside the EU an ID card need only be valid for the stay).
 */
export function manifestChecks(papers: ManifestPapers, returnsOn: string): ManifestCheck[] {
  const checks: ManifestCheck[] = [];
  const type = manifestDocumentType(papers);
  if (!papers.acceptedId) checks.push(papers.pendingId ? BY_TYPE.pending[papers.pendingId] : 'idMissing');
  if (!papers.idDocumentNumber) checks.push(type ? BY_TYPE.number[type] : 'idNumberMissing');
  else {
    if (!papers.idDocumentExpiresOn) checks.push(BY_TYPE.expiry[type ?? 'passport']);
    if (!papers.idDocumentIssuingCountry) checks.push('issuingCountryMissing');
  }
  if (!papers.nationality) checks.push('nationalityMissing');
  if (type && papers.idDocumentExpiresOn && idDocumentExpiresTooSoon(type, papers.idDocumentExpiresOn, returnsOn)) {
    checks.push(BY_TYPE.tooSoon[type]);
  }
  return checks;
}

import { passportExpiresTooSoon } from './document-api.ts';

/** What the flight manifest flags about a traveller's papers (docs/product/exports.md#flight-manifest). */
export const MANIFEST_CHECKS = ['idNotAccepted', 'passportMissing', 'expiryMissing', 'expiresTooSoon'] as const;
export type ManifestCheck = (typeof MANIFEST_CHECKS)[number];

/** A traveller's papers as the manifest sees them: the ID staff accepted, and the passport details given. */
export type ManifestPapers = {
  acceptedId: 'passport' | 'id_card' | null;
  passportNumber: string | null;
  passportExpiresOn: string | null;
};

/**
 * What to check about a traveller's papers before the airline has the list
 * (docs/product/exports.md#flight-manifest): no accepted passport or ID card, no passport number where no
 * ID card was accepted, no expiry, or an expiry less than six months after the return.
 */
export function manifestChecks(papers: ManifestPapers, returnsOn: string): ManifestCheck[] {
  const checks: ManifestCheck[] = [];
  if (!papers.acceptedId) checks.push('idNotAccepted');
  if (!papers.passportNumber) {
    if (papers.acceptedId !== 'id_card') checks.push('passportMissing');
  } else if (!papers.passportExpiresOn) {
    checks.push('expiryMissing');
  }
  if (papers.passportExpiresOn && passportExpiresTooSoon(papers.passportExpiresOn, returnsOn)) {
    checks.push('expiresTooSoon');
  }
  return checks;
}

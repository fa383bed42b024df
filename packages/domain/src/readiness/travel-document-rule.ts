import { addDays } from '../consent-deadline.ts';
import type { IdDocumentType } from '../traveller-statuses.ts';

/**
 * Which identity document a child may travel with, by nationality (docs/product/readiness.md#identity-document):
 * a citizen of the European Union an ID card or a passport valid until the return; anyone else a passport
 * valid at least three months after the return and issued less than ten years before the departure.
 */
export const EU_COUNTRY_CODES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const; // prettier-ignore

const EU = new Set<string>(EU_COUNTRY_CODES);

/** A nationality not known yet is held to the stricter rule. */
export function isEuCitizen(nationality: string | null): boolean {
  return nationality !== null && EU.has(nationality);
}

/** Why a described document would not do; null when it does. */
export const TRAVEL_DOCUMENT_PROBLEMS = ['passport-needed', 'expires-too-soon', 'issued-too-long-ago'] as const;
export type TravelDocumentProblem = (typeof TRAVEL_DOCUMENT_PROBLEMS)[number];

export type TravelDocument = { type: IdDocumentType; expiresOn: string; issuedOn?: string | null };
export type TravelDates = { startsOn: string; endsOn: string };

/** The last day the document must still be valid on: the return, or three months after it. */
export function travelDocumentValidUntil(nationality: string | null, endsOn: string): string {
  if (isEuCitizen(nationality)) return endsOn;
  const [year, month, day] = endsOn.split('-').map(Number) as [number, number, number];
  // Date.UTC rolls an overflowing day forward (30 November + 3 months is 2 March): the safe side.
  return new Date(Date.UTC(year, month - 1 + 3, day)).toISOString().slice(0, 10);
}

/** The first issue day accepted: ten years before the departure, the day after (less than ten years). */
export function travelDocumentIssuedAfter(startsOn: string): string {
  const [year, month, day] = startsOn.split('-').map(Number) as [number, number, number];
  return addDays(new Date(Date.UTC(year - 10, month - 1, day)).toISOString().slice(0, 10), 1);
}

/**
 * Whether `document` will do for a child of `nationality` on these dates. The issue day is checked when it is
 * known: staff check it on the scan when they accept the upload.
 */
export function travelDocumentProblem(
  nationality: string | null,
  document: TravelDocument,
  dates: TravelDates,
): TravelDocumentProblem | null {
  const eu = isEuCitizen(nationality);
  if (!eu && document.type !== 'passport') return 'passport-needed';
  if (document.expiresOn < travelDocumentValidUntil(nationality, dates.endsOn)) return 'expires-too-soon';
  if (!eu && document.issuedOn && document.issuedOn < travelDocumentIssuedAfter(dates.startsOn)) {
    return 'issued-too-long-ago';
  }
  return null;
}

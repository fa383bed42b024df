import { isLiveStatus } from '../registration-status.ts';
import type { ChecklistItemKind } from '../readiness/checklist.ts';
import type { Locale } from '../locales.ts';
import type { RegistrationStatus } from '../traveller-statuses.ts';
import type { AnnouncementAudience } from './announcement-form.ts';

/**
 * A registration of the trip as the audience rule reads it. `inMyVoyage`: its e-mail link was opened, so it shows
 * in the family's My Voyage. `missing`: the readiness items not done, for an approved registration (else empty).
 */
export type AudienceRegistration = {
  travellerId: string;
  status: RegistrationStatus;
  inMyVoyage: boolean;
  schoolId: number;
  departureId: number | null;
  guardianName: string;
  guardianEmail: string;
  language: Locale;
  childName: string;
  /** When it was made (ISO): the family's language is that of its newest registration. */
  createdAt: string;
  missing: readonly ChecklistItemKind[];
};

/** One e-mail of an announcement: a guardian address, in that family's language, with the children it is about. */
export type AnnouncementRecipient = {
  guardianName: string;
  email: string;
  language: Locale;
  children: string[];
  travellerIds: string[];
};

function inAudience(registration: AudienceRegistration, audience: AnnouncementAudience): boolean {
  switch (audience.kind) {
    case 'trip':
      return true;
    case 'departure':
      return registration.departureId === audience.departureId;
    case 'school':
      return registration.schoolId === audience.schoolId;
    case 'readiness':
      return (
        registration.departureId === audience.departureId &&
        registration.status === 'approved' &&
        registration.missing.includes(audience.item)
      );
  }
}

/**
 * Who receives an announcement (docs/product/announcements.md#audience): the guardians of the trip's registrations
 * waiting for the office or approved, shown in their My Voyage, that the audience takes in (a readiness item: the
 * departure's approved children missing it, as on the readiness board). One recipient per guardian e-mail address
 * (any case) however many children, in the language of the family's newest registration; by guardian name.
 */
export function announcementRecipients(
  registrations: readonly AudienceRegistration[],
  audience: AnnouncementAudience,
): AnnouncementRecipient[] {
  const chosen = registrations
    .filter((registration) => isLiveStatus(registration.status) && registration.inMyVoyage)
    .filter((registration) => inAudience(registration, audience))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const byEmail = new Map<string, AnnouncementRecipient>();
  for (const registration of chosen) {
    const key = registration.guardianEmail.trim().toLowerCase();
    const recipient = byEmail.get(key);
    if (recipient) {
      recipient.children.push(registration.childName);
      recipient.travellerIds.push(registration.travellerId);
      continue;
    }
    byEmail.set(key, {
      guardianName: registration.guardianName,
      email: key,
      language: registration.language,
      children: [registration.childName],
      travellerIds: [registration.travellerId],
    });
  }
  return [...byEmail.values()].sort(
    (a, b) => a.guardianName.localeCompare(b.guardianName, 'el') || a.email.localeCompare(b.email),
  );
}

import { randomUUID } from 'node:crypto';
import {
  addDays,
  creditorReferenceForCode,
  formatPersonalCode,
  isSamePerson,
  tripDate,
  type Gender,
  type IdDocumentType,
  type Instalment,
} from '@voyage/domain';
import type { documents, files, payments, schools, travellers } from '../schema/index.ts';
import { citiesByDistrict, firstNames, guardianFirstNames, lastNames } from './content/people.ts';
import { demoStatus } from './demo-status.ts';
import type { Random } from './prng.ts';

type School = typeof schools.$inferSelect;
export type DemoRows = {
  travellers: (typeof travellers.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  documents: (typeof documents.$inferInsert)[];
  files: (typeof files.$inferInsert)[];
};
type TripContext = {
  tripId: number;
  tripName: string;
  year: number;
  isActive: boolean;
  schools: School[];
  paymentPlan: Instalment[];
  consentDeadlineDays: number;
  registrationOpensAt: Date;
  registrationClosesAt: Date;
  now: Date;
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const titleCase = (name: string) => name.charAt(0) + name.slice(1).toLowerCase();
// In this list of Cypriot first names the women's end in a vowel and the men's in -s.
const isFeminine = (name: string) => /[aeio]$/i.test(name);

function gender(random: Random): Gender {
  const roll = random.next();
  return roll < 0.49 ? 'male' : roll < 0.98 ? 'female' : 'other';
}

/** Staff's reasons for the demo's deleted registrations (their words, never shown to the family). */
const DELETION_REASONS = [
  'Διπλή εγγραφή: το παιδί είναι ήδη εγγεγραμμένο.',
  'Ο γονέας ζήτησε τηλεφωνικά να διαγραφεί η εγγραφή.',
  'Δοκιμαστική εγγραφή του σχολείου.',
];

/**
 * The registrations of one demo trip with their payments, documents and file records, built in memory
 * (no database) so any number can be inserted in batches. Only `random` decides, so counts are stable.
 */
export function buildDemoTravellers(random: Random, trip: TripContext, count: number): DemoRows {
  const rows: DemoRows = { travellers: [], payments: [], documents: [], files: [] };
  const latest = new Date(Math.min(trip.now.getTime(), trip.registrationClosesAt.getTime()));
  const clamp = (date: Date) => new Date(Math.min(date.getTime(), latest.getTime()));
  const span = Math.max(latest.getTime() - trip.registrationOpensAt.getTime(), DAY);
  let approvedSequence = 0;
  let previous: (typeof travellers.$inferInsert & { familyIndex: number; guardianFirst: string }) | undefined;

  const addFile = (originalName: string, mediaType: string, at: Date) => {
    const id = randomUUID();
    rows.files.push({
      id,
      originalName,
      mediaType,
      sizeBytes: random.int(120_000, 2_400_000),
      sha256: random.hex(64),
      createdAt: at,
    });
    return id;
  };

  for (let index = 0; index < count; index += 1) {
    const status = demoStatus(index, trip.isActive);
    const sex = gender(random);
    // Now and then a younger sibling: same family, same guardian e-mail, same school.
    const sibling = previous && index % 12 === 5 ? previous : undefined;
    const school = sibling ? trip.schools.find((s) => s.id === sibling.schoolId)! : random.pick(trip.schools);
    const familyIndex = sibling?.familyIndex ?? random.int(0, lastNames.male.length - 1);
    const nameList = sex === 'other' ? random.pick([firstNames.male, firstNames.female]) : firstNames[sex];
    const firstName = random.pick(nameList);
    const lastName = (sex === 'male' ? lastNames.male : lastNames.female)[familyIndex]!;
    const guardianFirst = sibling?.guardianFirst ?? random.pick(guardianFirstNames);
    const guardianLast = titleCase((isFeminine(guardianFirst) ? lastNames.female : lastNames.male)[familyIndex]!);
    const registeredAt = new Date(trip.registrationOpensAt.getTime() + Math.floor(random.next() * span));
    const isApproved = status === 'approved';
    const approvedAt = isApproved ? clamp(new Date(registeredAt.getTime() + random.int(1, 6) * DAY)) : null;
    const confirmed = isApproved || random.chance(0.8);
    const isDeleted = status === 'deleted';
    const deletedAt = isDeleted ? clamp(new Date(registeredAt.getTime() + 2 * DAY)) : null;
    const personalCode = isApproved ? formatPersonalCode(trip.tripName, trip.year, (approvedSequence += 1)) : null;
    const traveller = {
      id: randomUUID(),
      tripId: trip.tripId,
      schoolId: school.id,
      status,
      personalCode,
      paymentReference: personalCode && creditorReferenceForCode(personalCode),
      firstName,
      lastName,
      gender: sex,
      nationality: demoNationality(index),
      dateOfBirth: `${trip.year - random.int(12, 17)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      city: sibling?.city ?? random.pick(citiesByDistrict[school.district]),
      district: school.district,
      phone: sibling?.phone ?? `+357 9${random.int(5, 9)} ${String(random.int(0, 999_999)).padStart(6, '0')}`,
      language: random.chance(0.85) ? ('el' as const) : ('en' as const),
      guardianName: sibling?.guardianName ?? `${guardianFirst} ${guardianLast}`,
      guardianEmail:
        sibling?.guardianEmail ?? `${guardianFirst}.${guardianLast}.${index + 1}@example.com`.toLowerCase(),
      roommates: [],
      emailConfirmedAt: confirmed ? clamp(new Date(registeredAt.getTime() + random.int(5, 240) * MINUTE)) : null,
      approvedAt,
      consentDeadline: approvedAt ? addDays(tripDate(approvedAt), trip.consentDeadlineDays) : null,
      // The demo's deleted registrations were pending ones: a restore sends them back to the review queue.
      statusBeforeDeletion: isDeleted ? ('pending' as const) : null,
      deletionReason: isDeleted ? DELETION_REASONS[index % DELETION_REASONS.length]! : null,
      statusChangedAt: approvedAt ?? deletedAt,
      createdAt: registeredAt,
      updatedAt: approvedAt ?? deletedAt ?? registeredAt,
    };
    rows.travellers.push(traveller);
    previous = { ...traveller, familyIndex, guardianFirst };

    const slug = `${lastName}-${firstName}`.toLowerCase();
    const idType = random.chance(0.6) ? ('passport' as const) : ('id_card' as const);
    const idUploadedAt = clamp(new Date(registeredAt.getTime() + random.int(10, 600) * MINUTE));
    rows.documents.push({
      travellerId: traveller.id,
      tripId: traveller.tripId,
      type: idType,
      status: isApproved && (!trip.isActive || random.chance(0.85)) ? 'approved' : 'pending',
      fileId: addFile(`${idType === 'passport' ? 'passport' : 'id-card'}-${slug}.jpg`, 'image/jpeg', idUploadedAt),
      uploadedAt: idUploadedAt,
    });
    if (!approvedAt) continue;
    Object.assign(traveller, demoIdDocument(index, idType, trip.year));

    if (!trip.isActive || random.chance(0.5)) {
      const consentAt = clamp(new Date(approvedAt.getTime() + random.int(1, 10) * DAY));
      rows.documents.push({
        travellerId: traveller.id,
        tripId: traveller.tripId,
        type: 'consent',
        status: !trip.isActive || random.chance(0.7) ? 'approved' : 'pending',
        fileId: addFile(`consent-${slug}.pdf`, 'application/pdf', consentAt),
        uploadedAt: consentAt,
      });
    } else {
      // No consent yet: a deadline still ahead (3 to 20 days), so the demo shows countdowns and nothing is
      // cancelled at first start. Not drawn from `random`, so the rest of the demo data stays as it was.
      traveller.consentDeadline = addDays(tripDate(trip.now), 3 + ((index * 7) % 18));
    }

    let after = approvedAt;
    for (const instalment of trip.paymentPlan) {
      const isDeposit = instalment.key === 'deposit';
      const pays = !trip.isActive || (isDeposit ? random.chance(0.9) : random.chance(0.35));
      if (!pays) break;
      const submittedAt = clamp(new Date(after.getTime() + random.int(1, 12) * DAY));
      const isReceived = !trip.isActive || random.chance(isDeposit ? 0.8 : 0.6);
      rows.payments.push({
        travellerId: traveller.id,
        tripId: traveller.tripId,
        amountCents: instalment.amountCents,
        transferDate: tripDate(submittedAt),
        status: isReceived ? 'approved' : 'pending',
        fileId: addFile(
          `receipt-${instalment.key}-${traveller.personalCode?.toLowerCase()}.pdf`,
          'application/pdf',
          submittedAt,
        ),
        submittedAt,
        receivedAt: isReceived ? clamp(new Date(submittedAt.getTime() + random.int(1, 3) * DAY)) : null,
      });
      // The balance follows only a deposit that has been received.
      if (!isReceived) break;
      after = submittedAt;
    }
  }
  assignRoommates(random, rows.travellers);
  return rows;
}

/**
 * Mostly Cypriots, some Greeks, now and then another nationality, and every seventeenth left unknown as a
 * registration made before the form asked for it. Not drawn from `random`, so the rest of the demo stays as it was.
 */
function demoNationality(index: number): string | null {
  if (index % 17 === 16) return null;
  if (index % 11 === 4) return 'GR';
  if (index % 29 === 7) return 'GB';
  return 'CY';
}

/**
 * The identity document an approved traveller described in My Voyage: the type of the scan they sent, a number
 * and an expiry a few years ahead, issued by Cyprus; every eighth has not described it yet.
 */
function demoIdDocument(index: number, type: IdDocumentType, tripYear: number) {
  if (index % 8 === 6) return {};
  const serial = String((index * 7919 + 104_729) % 10_000_000).padStart(7, '0');
  return {
    idDocumentType: type,
    idDocumentNumber: type === 'passport' ? `K${serial}` : serial.replace(/^0/, '1'),
    idDocumentExpiresOn: `${tripYear + 2 + (index % 7)}-${String((index % 12) + 1).padStart(2, '0')}-15`,
    idDocumentIssuingCountry: index % 11 === 4 ? 'GR' : 'CY',
  };
}

/**
 * Approved travellers of the same school, three to a room: in half of the rooms all three name each other
 * (one roommate group); in every other remaining room two of them do (a group of two). Only the rooms
 * of three draw from `random`, so the rest of the demo data stays as it was.
 */
function assignRoommates(random: Random, travellerRows: DemoRows['travellers']): void {
  const bySchool = new Map<number, DemoRows['travellers']>();
  for (const row of travellerRows) {
    if (row.status !== 'approved') continue;
    bySchool.set(row.schoolId, [...(bySchool.get(row.schoolId) ?? []), row]);
  }
  let otherRooms = 0;
  for (const group of bySchool.values()) {
    for (let start = 0; start + 3 <= group.length; start += 3) {
      if (random.chance(0.5)) {
        shareRoom(group.slice(start, start + 3));
        continue;
      }
      otherRooms += 1;
      if (otherRooms % 2 === 1) shareRoom(group.slice(start, start + 2));
    }
  }
  nameSomeoneUnregistered(travellerRows);
}

function shareRoom(room: DemoRows['travellers']): void {
  const roommateGroupId = randomUUID();
  for (const member of room) {
    member.roommates = room.filter((other) => other !== member).map((other) => `${other.firstName} ${other.lastName}`);
    member.roommateGroupId = roommateGroupId;
  }
}

/** Names that are not in the demo lists: a roommate who has not registered (yet). */
const UNREGISTERED_ROOMMATES = ['LEFTERIS PAPAPETROU', 'XENIA TSOKKOU', 'FOIVOS MAVROMMATIS'];

/**
 * The first pending registration in the review queue (e-mail confirmed) names a roommate nobody of its
 * school registered, as parents do when a friend registers later: staff see the name flagged.
 */
function nameSomeoneUnregistered(travellerRows: DemoRows['travellers']): void {
  const pending = travellerRows.find(
    (row) => row.status === 'pending' && row.emailConfirmedAt && (row.roommates ?? []).length === 0,
  );
  if (!pending) return;
  const schoolmates = travellerRows.filter((row) => row.schoolId === pending.schoolId);
  const name = UNREGISTERED_ROOMMATES.find((candidate) => !schoolmates.some((row) => isSamePerson(candidate, row)));
  if (name) pending.roommates = [name];
}

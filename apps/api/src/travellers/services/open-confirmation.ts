import {
  consentStanding,
  groupedIban,
  HEALTH_SECTIONS,
  idStanding,
  isUuid,
  tripDate,
  travelAuthorisationStanding,
  travellerPicture,
  type Locale,
  type Traveller,
} from '@voyage/domain';
import { Readable } from 'node:stream';
import { audit } from '../../audit/queries/audit-log.ts';
import type { Database } from '../../db/database.ts';
import type { AuditEntry } from '../../lib/audit.ts';
import type { StoredFileDownload } from '../../files/send-stored-file.ts';
import { findHealthRow, type HealthRow } from '../../health/queries/health-records.ts';
import { notFound } from '../../lib/http-error.ts';
import { findDeparture } from '../../operations/queries/departures.ts';
import { findTrip } from '../../trips/queries/trips.ts';
import { renderConfirmation, type ConfirmationData, type ConfirmationTodo } from '../confirmation-pdf.ts';
import { findMyTraveller } from '../queries/my-travellers.ts';
import { findAdminTraveller } from '../queries/travellers.ts';

type ConfirmationOptions = {
  db: Database;
  travellerId: string;
  /** For a family: only their own traveller is found; staff leave it out and find any. */
  guardianUserId?: string;
  /** The language asked for; the registration's (the guardian's) when left out. */
  locale?: Locale;
  now: Date;
  /** A staff download: who asked, from where; it is written to the audit log. */
  staff?: Pick<AuditEntry, 'actorUserId' | 'ip' | 'requestId'>;
};

/** A flight's day as tickets print it: 18/03. */
const shortDay = (isoDate: string) => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}`;

const isHealthComplete = (row: HealthRow | undefined) =>
  row !== undefined &&
  HEALTH_SECTIONS.every((section) => (section === 'consent' ? row.consentGivenAt !== null : row[section] !== null));

/** What the family still has to do for an approved traveller: money first, then documents, then health. */
function approvedTodos(
  traveller: Traveller,
  picture: NonNullable<ConfirmationData['picture']>,
  labels: Record<string, string>,
  health: HealthRow | undefined,
): ConfirmationTodo[] {
  const todos: ConfirmationTodo[] = picture.instalments
    .filter((instalment) => instalment.remainingCents > 0)
    .map((instalment) => ({
      kind: 'pay',
      amountCents: instalment.remainingCents,
      label: labels[instalment.key] ?? instalment.key,
      dueDate: instalment.dueDate,
      overdue: instalment.overdue,
    }));
  const consent = consentStanding(traveller.documents);
  if (consent === 'none') todos.push({ kind: 'consent', deadline: traveller.consentDeadline });
  if (consent === 'rejected') todos.push({ kind: 'consentAgain' });
  const id = idStanding(traveller.documents);
  if (id === 'none') todos.push({ kind: 'idDocument' });
  if (id === 'rejected') todos.push({ kind: 'idDocumentAgain' });
  const letter = travelAuthorisationStanding(traveller.documents);
  if (letter === 'none') todos.push({ kind: 'travelAuthorisation' });
  if (letter === 'rejected') todos.push({ kind: 'travelAuthorisationAgain' });
  if (!isHealthComplete(health)) todos.push({ kind: 'health' });
  return todos;
}

/**
 * `GET /api/my/travellers/:id/confirmation.pdf` and `GET /api/admin/travellers/:id/confirmation.pdf`
 * (docs/product/my-voyage.md#printable-confirmation): the confirmation of one registration, whatever its status,
 * made afresh at each call from what is stored now. For a family, another family's traveller, or an id that is
 * no traveller, is a 404.
 */
export async function openConfirmation({
  db,
  travellerId,
  guardianUserId,
  locale,
  now,
  staff,
}: ConfirmationOptions): Promise<StoredFileDownload> {
  const find = () =>
    guardianUserId === undefined
      ? findAdminTraveller(db, travellerId)
      : findMyTraveller(db, guardianUserId, travellerId);
  const traveller = isUuid(travellerId) ? await find() : undefined;
  if (!traveller) throw notFound('Traveller');
  const language = locale ?? traveller.language;
  const today = tripDate(now);
  const [trip, departure, health] = await Promise.all([
    findTrip(db, traveller.tripId),
    traveller.departureId === null ? undefined : findDeparture(db, traveller.tripId, traveller.departureId),
    findHealthRow(db, traveller.id),
  ]);
  const isApproved = traveller.status === 'approved';
  const picture = isApproved
    ? travellerPicture({
        trip,
        approvedAt: traveller.approvedAt,
        priceCents: traveller.price.priceCents,
        payments: traveller.payments,
        today,
      })
    : null;
  const instalmentLabels = Object.fromEntries(trip.payments.map((step) => [step.key, step.label[language]]));
  const todos: ConfirmationTodo[] = picture
    ? approvedTodos(traveller, picture, instalmentLabels, health)
    : [{ kind: traveller.status === 'pending' ? 'waitForReview' : 'closed' }];
  const bytes = await renderConfirmation({
    locale: language,
    today,
    tripTitle: trip.title[language],
    startsOn: departure?.outboundDate ?? trip.startsOn,
    endsOn: departure?.inboundDate ?? trip.endsOn,
    departure: departure
      ? {
          label: departure.label[language],
          flights: departure.flights.map(
            (flight) =>
              `${flight.flightNumber} ${flight.from}–${flight.to} ${shortDay(flight.date)} ${flight.departureTime}`,
          ),
        }
      : null,
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    schoolName: traveller.schoolName,
    status: traveller.status,
    personalCode: traveller.personalCode,
    paymentReference: traveller.paymentReference,
    priceCents: traveller.price.priceCents,
    payee: isApproved
      ? { beneficiary: trip.bankDetails.beneficiary, iban: groupedIban(trip.bankDetails.accountNumber) }
      : null,
    picture,
    instalmentLabels,
    todos,
  });
  if (staff) {
    await audit(db, {
      ...staff,
      action: 'registration.confirmation-pdf-downloaded',
      entityType: 'traveller',
      entityId: traveller.id,
      tripId: traveller.tripId,
      details: { language },
    });
  }
  return {
    stream: Readable.from([Buffer.from(bytes)]),
    sizeBytes: bytes.byteLength,
    mediaType: 'application/pdf',
    fileName: `confirmation-${traveller.personalCode ?? traveller.lastName}-${language}.pdf`,
  };
}

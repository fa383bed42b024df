import type { AdminTraveller, IdDocumentBody, Traveller } from '@voyage/domain';
import { and, eq, isNotNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { documents, files, payments, schools, travellers } from '../../db/schema/index.ts';
import { travellerPrices } from '../../payments/queries/traveller-prices.ts';
import { waitingListPositionOfTraveller } from '../../places/queries/waiting-list-position.ts';
import { travellerDetailsColumns } from './traveller-details-columns.ts';

/** Which registrations a list shows (docs/product-decisions.md, "Statuses and counts"). */
export type TravellerFilter = 'students' | 'pending' | 'registrations' | 'deleted';

export function statusCondition(filter: TravellerFilter): SQL {
  if (filter === 'students') return eq(travellers.status, 'approved');
  if (filter === 'deleted') return eq(travellers.status, 'deleted');
  // Staff review a registration once its guardian has confirmed the e-mail; until then it is only listed.
  if (filter === 'pending') return and(eq(travellers.status, 'pending'), isNotNull(travellers.emailConfirmedAt))!;
  return ne(travellers.status, 'deleted');
}

/** An instant as the API writes it everywhere: ISO 8601 in UTC with a `Z`. */
function iso(column: SQLWrapper): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

const paymentsOfTraveller = sql`
  select
    coalesce(sum(${payments.amountCents}) filter (where ${payments.status} = 'approved'), 0)::int as paid,
    json_agg(json_build_object(
      'id', ${payments.id},
      'amountCents', ${payments.amountCents},
      'status', ${payments.status},
      'submittedAt', ${iso(payments.submittedAt)},
      'receivedAt', ${iso(payments.receivedAt)},
      'method', ${payments.method},
      'transferDate', ${payments.transferDate},
      'fileName', ${files.originalName},
      'fileMediaType', ${files.mediaType},
      'rejectionReason', ${payments.rejectionReason}
    ) order by ${payments.submittedAt}, ${payments.id}) as list
  from ${payments}
  left join ${files} on ${files.id} = ${payments.fileId}
  where ${payments.travellerId} = ${travellers.id}`;

// A withdrawn upload was taken back or replaced by a newer one: it stays in the staff's history
// (docs/product/documents.md#documents-table), never in a traveller's documents.
const documentsOfTraveller = sql`
  select json_agg(json_build_object(
      'id', ${documents.id},
      'type', ${documents.type},
      'status', ${documents.status},
      'fileName', ${files.originalName},
      'fileMediaType', ${files.mediaType},
      'uploadedAt', ${iso(documents.uploadedAt)},
      'rejectionReason', ${documents.rejectionReason}
    ) order by ${documents.uploadedAt}, ${documents.id}) as list
  from ${documents}
  join ${files} on ${files.id} = ${documents.fileId}
  where ${documents.travellerId} = ${travellers.id} and ${documents.status} <> 'withdrawn'`;

/** A traveller as every list shapes it (`travellerSchema`), by JSON key. */
const travellerFields: Record<string, SQLWrapper> = {
  id: travellers.id,
  tripId: travellers.tripId,
  personalCode: travellers.personalCode,
  paymentReference: travellers.paymentReference,
  status: travellers.status,
  ...travellerDetailsColumns,
  roommates: sql`to_json(${travellers.roommates})`,
  roommateGroupId: travellers.roommateGroupId,
  schoolId: travellers.schoolId,
  schoolName: schools.name,
  registrationCode: schools.registrationCode,
  departureId: schools.departureId,
  registeredAt: iso(travellers.createdAt),
  emailConfirmedAt: iso(travellers.emailConfirmedAt),
  approvedAt: iso(travellers.approvedAt),
  // A family reads the reason of a rejection or cancellation only (docs/product/review.md#statuses).
  statusReason: sql`case when ${travellers.status} in ('rejected', 'cancelled') then ${travellers.statusReason} end`,
  consentDeadline: travellers.consentDeadline,
  idDocumentType: travellers.idDocumentType,
  idDocumentNumber: travellers.idDocumentNumber,
  idDocumentExpiresOn: travellers.idDocumentExpiresOn,
  idDocumentIssuingCountry: travellers.idDocumentIssuingCountry,
  paidCents: sql`coalesce(traveller_payments.paid, 0)`,
  payments: sql`coalesce(traveller_payments.list, '[]'::json)`,
  documents: sql`coalesce(traveller_documents.list, '[]'::json)`,
};

type TravellerSelection = {
  /** Keys added to every traveller (the admin lists' `possibleDuplicateOfId`). */
  extraFields?: Record<string, SQLWrapper>;
  where: SQL | undefined;
  orderBy: SQL;
};

/**
 * Travellers with their payments and documents in one statement, however many there are (a trip has up
 * to a few thousand). The database assembles the rows as JSON: with PGlite, moving one JSON value out of
 * WebAssembly is several times cheaper than thousands of typed rows.
 */
export async function selectTravellers<T extends Traveller>(db: Executor, selection: TravellerSelection): Promise<T[]> {
  const fields = Object.entries({ ...travellerFields, ...selection.extraFields }).map(
    // The keys are this module's own constants, never input.
    ([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`,
  );
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)}) order by ${selection.orderBy}), '[]'::json)
      as travellers
    from ${travellers}
    join ${schools} on ${schools.id} = ${travellers.schoolId}
    left join lateral (${paymentsOfTraveller}) traveller_payments on true
    left join lateral (${documentsOfTraveller}) traveller_documents on true
    where ${selection.where}`)) as { rows: { travellers: T[] | string }[] };
  const [row] = result.rows;
  if (!row) return [];
  // node-postgres and PGlite both parse json columns; a driver configured otherwise hands back text.
  const rows = typeof row.travellers === 'string' ? (JSON.parse(row.travellers) as T[]) : row.travellers;
  // Each one's own price and where it comes from (docs/product/payments.md#family-prices); the reason only to staff.
  const prices = await travellerPrices(
    db,
    rows.map((traveller) => traveller.id),
  );
  return rows.map((traveller) => {
    const { priceCents, why } = prices.get(traveller.id)!;
    return { ...traveller, price: { priceCents, why } };
  });
}

/** What only staff read: the registration each may duplicate, the status reason as kept, the deletion, why its price is its own. */
const adminFields: Record<string, SQLWrapper> = {
  possibleDuplicateOfId: travellers.possibleDuplicateOfId,
  statusReason: travellers.statusReason,
  statusBeforeDeletion: travellers.statusBeforeDeletion,
  deletionReason: travellers.deletionReason,
  customPriceReason: travellers.customPriceReason,
  statusChangedAt: iso(travellers.statusChangedAt),
  updatedAt: iso(travellers.updatedAt),
  waitingListPosition: waitingListPositionOfTraveller,
};

/** One registration as staff see it, whatever its status, or undefined. */
export async function findAdminTraveller(db: Executor, travellerId: string): Promise<AdminTraveller | undefined> {
  const [traveller] = await selectTravellers<AdminTraveller>(db, {
    extraFields: adminFields,
    where: eq(travellers.id, travellerId),
    orderBy: sql`${travellers.id}`,
  });
  return traveller;
}

/**
 * What a registration's page compares it with: the live registrations of its school (roommates) and the
 * registration it may duplicate, whatever their status (a school has tens of registrations, not thousands).
 */
export async function listRelatedTravellers(db: Executor, traveller: AdminTraveller): Promise<AdminTraveller[]> {
  return selectTravellers<AdminTraveller>(db, {
    extraFields: adminFields,
    where: and(
      ne(travellers.id, traveller.id),
      or(
        and(eq(travellers.schoolId, traveller.schoolId), ne(travellers.status, 'deleted')),
        traveller.possibleDuplicateOfId === null ? undefined : eq(travellers.id, traveller.possibleDuplicateOfId),
      ),
    ),
    orderBy: sql`${travellers.lastName} collate "C", ${travellers.firstName} collate "C", ${travellers.id}`,
  });
}

const idDocumentFields = {
  idDocumentType: travellers.idDocumentType,
  idDocumentNumber: travellers.idDocumentNumber,
  idDocumentExpiresOn: travellers.idDocumentExpiresOn,
  idDocumentIssuingCountry: travellers.idDocumentIssuingCountry,
};
export type TravellerIdDocument = { [Key in keyof IdDocumentBody]: IdDocumentBody[Key] | null };

/** The identity document's details as kept (read under the traveller's lock, to tell which fields a change touches). */
export async function findTravellerIdDocument(
  db: Executor,
  travellerId: string,
): Promise<TravellerIdDocument | undefined> {
  const [row] = await db.select(idDocumentFields).from(travellers).where(eq(travellers.id, travellerId));
  return row;
}

export async function updateTravellerIdDocument(
  db: Executor,
  travellerId: string,
  idDocument: IdDocumentBody,
  now: Date,
): Promise<void> {
  await db
    .update(travellers)
    .set({ ...idDocument, updatedAt: now })
    .where(eq(travellers.id, travellerId));
}

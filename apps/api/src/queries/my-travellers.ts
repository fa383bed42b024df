import type { Locale, Traveller } from '@voyage/domain';
import { and, desc, eq, isNotNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { documents, files, payments, schools, travellers, user } from '../db/schema/index.ts';
import type { Executor } from '../db/executor.ts';

export type GuardianRegistration = { guardianName: string; language: Locale };

/**
 * The newest non-deleted registration made with this guardian e-mail, or undefined. It is what lets a
 * guardian have an account and a session at all (guardian e-mails are stored in lower case).
 */
export async function findGuardianRegistration(db: Executor, email: string): Promise<GuardianRegistration | undefined> {
  const [row] = await db
    .select({ guardianName: travellers.guardianName, language: travellers.language })
    .from(travellers)
    .where(and(eq(travellers.guardianEmail, email.toLowerCase()), ne(travellers.status, 'deleted')))
    .orderBy(desc(travellers.createdAt))
    .limit(1);
  return row;
}

function iso(column: SQLWrapper): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

const paymentsOfTraveller = sql`
  select
    coalesce(sum(${payments.amountCents}) filter (where ${payments.status} = 'approved'), 0)::int as paid,
    json_agg(json_build_object(
      'id', ${payments.id}, 'amountCents', ${payments.amountCents}, 'status', ${payments.status},
      'submittedAt', ${iso(payments.submittedAt)}, 'receivedAt', ${iso(payments.receivedAt)},
      'instalment', ${payments.instalment}, 'fileName', ${files.originalName}
    ) order by ${payments.submittedAt}, ${payments.id}) as list
  from ${payments}
  left join ${files} on ${files.id} = ${payments.fileId}
  where ${payments.travellerId} = ${travellers.id}`;

const documentsOfTraveller = sql`
  select json_agg(json_build_object(
      'id', ${documents.id}, 'type', ${documents.type}, 'status', ${documents.status},
      'fileName', ${files.originalName}, 'uploadedAt', ${iso(documents.uploadedAt)}
    ) order by ${documents.uploadedAt}, ${documents.id}) as list
  from ${documents}
  join ${files} on ${files.id} = ${documents.fileId}
  where ${documents.travellerId} = ${travellers.id}`;

/**
 * A guardian's travellers, as the admin lists shape them. Ownership is part of the query: only rows whose
 * guardian e-mail is the user's own verified e-mail, so another family's id finds nothing.
 */
async function selectOwnTravellers(db: Database, userId: string, travellerId?: string): Promise<Traveller[]> {
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_object(
      'id', ${travellers.id}, 'tripId', ${travellers.tripId}, 'personalCode', ${travellers.personalCode},
      'status', ${travellers.status}, 'firstName', ${travellers.firstName}, 'lastName', ${travellers.lastName},
      'gender', ${travellers.gender}, 'dateOfBirth', ${travellers.dateOfBirth}, 'city', ${travellers.city},
      'district', ${travellers.district}, 'phone', ${travellers.phone}, 'language', ${travellers.language},
      'guardianName', ${travellers.guardianName}, 'guardianEmail', ${travellers.guardianEmail},
      'roommates', to_json(${travellers.roommates}), 'roommateGroupId', ${travellers.roommateGroupId},
      'schoolId', ${travellers.schoolId},
      'schoolName', ${schools.name}, 'registrationCode', ${schools.registrationCode},
      'departureId', ${schools.departureId}, 'registeredAt', ${iso(travellers.createdAt)},
      'emailConfirmedAt', ${iso(travellers.emailConfirmedAt)},
      'paidCents', coalesce(traveller_payments.paid, 0),
      'payments', coalesce(traveller_payments.list, '[]'::json),
      'documents', coalesce(traveller_documents.list, '[]'::json)
    ) order by ${travellers.tripId} desc, ${travellers.createdAt}, ${travellers.id}), '[]'::json) as travellers
    from ${travellers}
    join ${user} on ${user.id} = ${userId} and ${user.emailVerified} and ${user.email} = ${travellers.guardianEmail}
    join ${schools} on ${schools.id} = ${travellers.schoolId}
    left join lateral (${paymentsOfTraveller}) traveller_payments on true
    left join lateral (${documentsOfTraveller}) traveller_documents on true
    where ${and(
      ne(travellers.status, 'deleted'),
      // A registration joins the family's account only once its e-mail link was opened: anyone can
      // type an address into the form, and it must not put a stranger's child in someone's My Voyage.
      isNotNull(travellers.emailConfirmedAt),
      travellerId ? eq(travellers.id, travellerId) : undefined,
    )}`)) as {
    rows: { travellers: Traveller[] | string }[];
  };
  const [row] = result.rows;
  if (!row) return [];
  return typeof row.travellers === 'string' ? (JSON.parse(row.travellers) as Traveller[]) : row.travellers;
}

/** Every non-deleted registration of the signed-in guardian, newest trip first. */
export function listMyTravellers(db: Database, userId: string): Promise<Traveller[]> {
  return selectOwnTravellers(db, userId);
}

/** One of the guardian's own travellers, or undefined (also for another family's id). */
export async function findMyTraveller(
  db: Database,
  userId: string,
  travellerId: string,
): Promise<Traveller | undefined> {
  const [traveller] = await selectOwnTravellers(db, userId, travellerId);
  return traveller;
}

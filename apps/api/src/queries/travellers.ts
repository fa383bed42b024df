import type { Payment, Traveller, TravellerDocument } from '@voyage/domain';
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { documents, files, payments, schools, travellers } from '../db/schema/index.ts';

/** Which registrations a list shows (docs/product-decisions.md, "Statuses and counts"). */
export type TravellerFilter = 'students' | 'pending' | 'registrations';

function statusCondition(filter: TravellerFilter): SQL {
  if (filter === 'students') return eq(travellers.status, 'approved');
  if (filter === 'pending') return eq(travellers.status, 'pending');
  return ne(travellers.status, 'deleted');
}

function ordering(filter: TravellerFilter): SQL[] {
  // The pending list is a review queue: oldest first. The others read like a class list.
  if (filter === 'pending') return [asc(travellers.createdAt), asc(travellers.id)];
  return [sql`${travellers.lastName} collate "C"`, sql`${travellers.firstName} collate "C"`, asc(travellers.id)];
}

function groupBy<T extends { travellerId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.travellerId);
    if (group) group.push(row);
    else groups.set(row.travellerId, [row]);
  }
  return groups;
}

/**
 * A trip's travellers with their payments and documents in three queries, however many there are
 * (a trip has up to a few thousand): travellers, then all their payments, then all their documents.
 */
export async function listTravellers(db: Database, tripId: number, filter: TravellerFilter): Promise<Traveller[]> {
  const inScope = and(eq(travellers.tripId, tripId), statusCondition(filter));
  const [rows, paymentRows, documentRows] = await Promise.all([
    db
      .select({
        traveller: travellers,
        schoolName: schools.name,
        registrationCode: schools.registrationCode,
        departureId: schools.departureId,
      })
      .from(travellers)
      .innerJoin(schools, eq(schools.id, travellers.schoolId))
      .where(inScope)
      .orderBy(...ordering(filter)),
    db
      .select({
        travellerId: payments.travellerId,
        id: payments.id,
        amountCents: payments.amountCents,
        status: payments.status,
        submittedAt: payments.submittedAt,
        receivedAt: payments.receivedAt,
        instalment: payments.instalment,
        fileName: files.originalName,
      })
      .from(payments)
      .innerJoin(travellers, eq(travellers.id, payments.travellerId))
      .leftJoin(files, eq(files.id, payments.fileId))
      .where(inScope)
      .orderBy(asc(payments.submittedAt), asc(payments.id)),
    db
      .select({
        travellerId: documents.travellerId,
        id: documents.id,
        type: documents.type,
        status: documents.status,
        fileName: files.originalName,
        uploadedAt: documents.uploadedAt,
      })
      .from(documents)
      .innerJoin(travellers, eq(travellers.id, documents.travellerId))
      .innerJoin(files, eq(files.id, documents.fileId))
      .where(inScope)
      .orderBy(asc(documents.uploadedAt), asc(documents.id)),
  ]);

  const paymentsByTraveller = groupBy(paymentRows);
  const documentsByTraveller = groupBy(documentRows);
  return rows.map(({ traveller: t, schoolName, registrationCode, departureId }) => {
    const travellerPayments: Payment[] = (paymentsByTraveller.get(t.id) ?? []).map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      status: p.status,
      submittedAt: p.submittedAt.toISOString(),
      receivedAt: p.receivedAt?.toISOString() ?? null,
      instalment: p.instalment,
      fileName: p.fileName,
    }));
    const travellerDocuments: TravellerDocument[] = (documentsByTraveller.get(t.id) ?? []).map((d) => ({
      id: d.id,
      type: d.type,
      status: d.status,
      fileName: d.fileName,
      uploadedAt: d.uploadedAt.toISOString(),
    }));
    return {
      id: t.id,
      tripId: t.tripId,
      personalCode: t.personalCode,
      status: t.status,
      firstName: t.firstName,
      lastName: t.lastName,
      gender: t.gender,
      dateOfBirth: t.dateOfBirth,
      city: t.city,
      district: t.district,
      phone: t.phone,
      language: t.language,
      guardianName: t.guardianName,
      guardianEmail: t.guardianEmail,
      roommates: t.roommates,
      schoolId: t.schoolId,
      schoolName,
      registrationCode,
      departureId,
      registeredAt: t.createdAt.toISOString(),
      emailConfirmedAt: t.emailConfirmedAt?.toISOString() ?? null,
      paidCents: travellerPayments.reduce((sum, p) => sum + (p.status === 'approved' ? p.amountCents : 0), 0),
      payments: travellerPayments,
      documents: travellerDocuments,
    };
  });
}

import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { documents, files, outbox, payments, schools, travellers, trips, user } from '../../db/schema/index.ts';
import { travellerDetailsColumns } from '../../travellers/queries/traveller-details-columns.ts';

/**
 * The rows of a family's data export (docs/product/data-rights.md#export): the account, the registrations
 * given (the family's, found by `familyTravellerIds`), their payments and documents with their files'
 * metadata, and the e-mails sent to their guardian addresses (their text is the caller's to clean of links).
 * Staff-only columns stay out.
 */
export async function readFamilyRows(db: Database, userId: string, ids: string[]) {
  const [account] = await db
    .select({ name: user.name, email: user.email, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  const travellerRows = ids.length
    ? await db
        .select({
          id: travellers.id,
          trip: sql<string>`${trips.name}->>'en'`,
          tripYear: trips.year,
          school: schools.name,
          status: travellers.status,
          statusReason: travellers.statusReason,
          personalCode: travellers.personalCode,
          paymentReference: travellers.paymentReference,
          ...travellerDetailsColumns,
          roommates: travellers.roommates,
          idDocumentType: travellers.idDocumentType,
          idDocumentNumber: travellers.idDocumentNumber,
          idDocumentExpiresOn: travellers.idDocumentExpiresOn,
          idDocumentIssuingCountry: travellers.idDocumentIssuingCountry,
          consentDeadline: travellers.consentDeadline,
          createdAt: travellers.createdAt,
          emailConfirmedAt: travellers.emailConfirmedAt,
          approvedAt: travellers.approvedAt,
        })
        .from(travellers)
        .innerJoin(trips, eq(trips.id, travellers.tripId))
        .innerJoin(schools, eq(schools.id, travellers.schoolId))
        .where(inArray(travellers.id, ids))
        .orderBy(asc(travellers.createdAt), asc(travellers.id))
    : [];
  const paymentRows = ids.length
    ? await db
        .select({
          id: payments.id,
          travellerId: payments.travellerId,
          amountCents: payments.amountCents,
          status: payments.status,
          method: payments.method,
          transferDate: payments.transferDate,
          submittedAt: payments.submittedAt,
          receivedAt: payments.receivedAt,
          rejectionReason: payments.rejectionReason,
          fileId: payments.fileId,
          mediaType: files.mediaType,
          sha256: files.sha256,
        })
        .from(payments)
        .leftJoin(files, eq(files.id, payments.fileId))
        .where(inArray(payments.travellerId, ids))
        .orderBy(asc(payments.submittedAt), asc(payments.id))
    : [];
  const documentRows = ids.length
    ? await db
        .select({
          id: documents.id,
          travellerId: documents.travellerId,
          type: documents.type,
          status: documents.status,
          uploadedAt: documents.uploadedAt,
          reviewedAt: documents.reviewedAt,
          rejectionReason: documents.rejectionReason,
          fileId: documents.fileId,
          originalName: files.originalName,
          mediaType: files.mediaType,
          sha256: files.sha256,
        })
        .from(documents)
        .innerJoin(files, eq(files.id, documents.fileId))
        .where(inArray(documents.travellerId, ids))
        .orderBy(asc(documents.uploadedAt), asc(documents.id))
    : [];
  const emails = [...new Set(travellerRows.map((row) => row.guardianEmail))];
  const messageRows = emails.length
    ? await db
        .select({
          id: outbox.id,
          template: outbox.template,
          locale: outbox.locale,
          to: outbox.toAddress,
          subject: outbox.subject,
          text: outbox.textBody,
          status: outbox.status,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
        })
        .from(outbox)
        .where(
          inArray(
            sql`lower(${outbox.toAddress})`,
            emails.map((email) => email.toLowerCase()),
          ),
        )
        .orderBy(asc(outbox.createdAt), asc(outbox.id))
    : [];

  return { account, travellerRows, paymentRows, documentRows, messageRows };
}

import { EMPTY_HEALTH_RECORD, tripDate } from '@voyage/domain';
import { audit } from '../../audit/queries/audit-log.ts';
import type { Database } from '../../db/database.ts';
import { EXPORT_CONTENT_TYPES, type ExportFile } from '../../exports/export-table.ts';
import { exportFileName } from '../../exports/file-name.ts';
import { writePdf } from '../../exports/write-pdf.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { medicalCardDocument } from '../medical-card.ts';
import { findHealthRow, findMedicalCardTraveller } from '../queries/health-records.ts';
import { openRecord } from '../sealed-record.ts';

type MedicalCardOptions = RequestOrigin & {
  db: Database;
  key: Buffer;
  actorUserId: string;
  travellerId: string;
  now: Date;
};

/**
 * `GET /api/admin/travellers/:id/medical-card` (docs/product/health.md#medical-card): the traveller's health
 * record as a PDF for a doctor, French then English, made when asked and never stored. Each card is an audit
 * row: who made it, of which traveller.
 */
export async function makeMedicalCard(options: MedicalCardOptions): Promise<ExportFile> {
  const { db, key, travellerId, now } = options;
  const traveller = await findMedicalCardTraveller(db, travellerId);
  if (!traveller) throw notFound('Traveller');
  const row = await findHealthRow(db, travellerId);
  const record = row ? openRecord(key, row) : EMPTY_HEALTH_RECORD;
  const body = await writePdf(medicalCardDocument(traveller, record, tripDate(now)));
  await audit(db, {
    ip: options.ip,
    requestId: options.requestId,
    actorUserId: options.actorUserId,
    action: 'health.medical-card',
    entityType: 'traveller',
    entityId: traveller.id,
    tripId: traveller.tripId,
  });
  return {
    fileName: exportFileName(['medical-card', traveller.lastName, traveller.firstName, tripDate(now)], 'pdf'),
    contentType: EXPORT_CONTENT_TYPES.pdf,
    body,
  };
}

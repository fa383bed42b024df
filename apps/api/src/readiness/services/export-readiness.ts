import { CHECKLIST_ITEMS, type ChecklistItemKind, type Locale } from '@voyage/domain';
import { audit } from '../../audit/queries/audit-log.ts';
import type { Database } from '../../db/database.ts';
import { EXPORT_CONTENT_TYPES, type ExportFile } from '../../exports/export-table.ts';
import { exportFileName } from '../../exports/file-name.ts';
import { writeExport } from '../../exports/write-export.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { readReadinessBoard } from './checklists.ts';

/** The items' names, as the board names them (apps/web/src/locales/<lang>/readiness.json). */
const ITEM_WORDS: Readonly<Record<Locale, Record<ChecklistItemKind, string>>> = {
  en: {
    approved: 'Approved',
    instalment: 'Payments',
    consent: 'Consent form',
    'id-document': 'ID or passport',
    'travel-authorisation': 'Travel authorisation',
    health: 'Health record',
  },
  el: {
    approved: 'Έγκριση',
    instalment: 'Πληρωμές',
    consent: 'Έντυπο συγκατάθεσης',
    'id-document': 'Ταυτότητα ή διαβατήριο',
    'travel-authorisation': 'Εξουσιοδότηση ταξιδιού',
    health: 'Φάκελος υγείας',
  },
};

const WORDS = {
  en: { title: 'Readiness', ready: (ready: number, total: number) => `${ready} of ${total} ready to travel` },
  el: { title: 'Ετοιμότητα', ready: (ready: number, total: number) => `${ready} από ${total} έτοιμοι για το ταξίδι` },
} as const;

const COLUMNS = [
  { key: 'lastName', header: { en: 'Surname', el: 'Επώνυμο' }, kind: 'text', width: 22 },
  { key: 'firstName', header: { en: 'First name', el: 'Όνομα' }, kind: 'text', width: 22 },
  { key: 'school', header: { en: 'School', el: 'Σχολείο' }, kind: 'text', width: 30 },
  { key: 'missing', header: { en: 'Missing', el: 'Λείπουν' }, kind: 'text', width: 40 },
  { key: 'overdue', header: { en: 'Overdue', el: 'Εκπρόθεσμα' }, kind: 'text', width: 30 },
] as const;

type ExportOptions = RequestOrigin & {
  db: Database;
  departureId: number;
  actorUserId: string;
  locale: Locale;
  missing?: ChecklistItemKind;
  now: Date;
};

/**
 * `GET /api/admin/departures/:id/readiness/export` (docs/product/readiness.md#board): the board as CSV, one line
 * per child with the items missing and overdue, in the language asked for; the download is audited.
 */
export async function exportReadiness(options: ExportOptions): Promise<ExportFile> {
  const { departure, board } = await readReadinessBoard(options.db, options.departureId, options.now, options.missing);
  const items = ITEM_WORDS[options.locale];
  const names = (kinds: readonly ChecklistItemKind[]) => kinds.map((kind) => items[kind]).join(', ');
  const body = await writeExport(
    {
      locale: options.locale,
      title: `${WORDS[options.locale].title} · ${departure.label[options.locale]}`,
      sections: [
        {
          title: WORDS[options.locale].title,
          columns: COLUMNS,
          notes: [
            WORDS[options.locale].ready(board.ready, board.total),
            ...CHECKLIST_ITEMS.map((kind) => `${items[kind]}: ${board.missingCounts[kind]}`),
          ],
          rows: board.travellers.map((row) => ({
            lastName: row.lastName,
            firstName: row.firstName,
            school: row.schoolName,
            missing: names(row.missing),
            overdue: names(row.overdue),
          })),
        },
      ],
    },
    'csv',
  );
  await audit(options.db, {
    ip: options.ip,
    requestId: options.requestId,
    actorUserId: options.actorUserId,
    action: 'readiness.exported',
    entityType: 'departure',
    entityId: String(departure.id),
    tripId: departure.tripId,
    details: { missing: options.missing ?? null, travellers: board.travellers.length },
  });
  return {
    fileName: exportFileName(['readiness', departure.label.en, departure.outboundDate], 'csv'),
    contentType: EXPORT_CONTENT_TYPES.csv,
    body,
  };
}

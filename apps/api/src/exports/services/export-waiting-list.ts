import type { Locale, StaffWaitingEntry, WaitingEntryStateKind } from '@voyage/domain';
import { staffWaitingList } from '../../places/services/staff-waiting-list.ts';
import type { ExportColumn, ExportFile } from '../export-table.ts';
import { exportTrip, writeListExport, type ListExportRequest } from '../export-list.ts';
import { cyprusTime } from '../staff-list-words.ts';

type WaitingKey = 'position' | 'traveller' | 'school' | 'departure' | 'joined' | 'state' | 'until' | 'reason';

const COLUMNS: readonly ExportColumn<WaitingKey>[] = [
  { key: 'position', header: { en: 'Position', el: 'Θέση' }, kind: 'number', width: 8 },
  { key: 'traveller', header: { en: 'Traveller', el: 'Ταξιδιώτης' }, kind: 'text', width: 26 },
  { key: 'school', header: { en: 'School', el: 'Σχολείο' }, kind: 'text', width: 28 },
  { key: 'departure', header: { en: 'Departure', el: 'Αναχώρηση' }, kind: 'text', width: 16 },
  { key: 'joined', header: { en: 'Joined', el: 'Εγγραφή στη λίστα' }, kind: 'text', width: 17 },
  { key: 'state', header: { en: 'State', el: 'Κατάσταση' }, kind: 'text', width: 14 },
  { key: 'until', header: { en: 'Offered until', el: 'Προσφορά έως' }, kind: 'text', width: 17 },
  { key: 'reason', header: { en: 'Out-of-turn reason', el: 'Αιτία εκτός σειράς' }, kind: 'text', width: 30 },
];

/** An entry's state as staff's waiting-list screen writes it. */
const STATE_WORDS: Readonly<Record<Locale, Record<WaitingEntryStateKind, string>>> = {
  en: {
    waiting: 'Waiting',
    offered: 'Offered',
    accepted: 'Accepted',
    declined: 'Declined',
    expired: 'Expired',
    withdrawn: 'Left the list',
  },
  el: {
    waiting: 'Σε αναμονή',
    offered: 'Προσφέρθηκε',
    accepted: 'Αποδέχτηκε',
    declined: 'Αρνήθηκε',
    expired: 'Έληξε',
    withdrawn: 'Αποχώρησε',
  },
};

const TITLE = { en: 'Waiting list', el: 'Λίστα αναμονής' } as const;

function rowOf(entry: StaffWaitingEntry, locale: Locale) {
  return {
    position: entry.position,
    traveller: `${entry.lastName} ${entry.firstName}`,
    school: entry.schoolName,
    departure: entry.departureLabel?.[locale] ?? '',
    joined: cyprusTime(entry.joinedAt),
    state: STATE_WORDS[locale][entry.state],
    until: entry.state === 'offered' ? cyprusTime(entry.expiresAt) : '',
    reason: entry.outOfTurnReason ?? '',
  };
}

/**
 * `GET /api/admin/waiting-list/export` (docs/product/exports.md#list-exports): the trip's waiting list in its
 * order, as staff's waiting-list screen shows it: the position is the place in the queue from joining.
 */
export async function exportWaitingList(request: ListExportRequest): Promise<ExportFile> {
  const { db, tripId, locale } = request;
  const trip = await exportTrip(db, tripId);
  const entries = await staffWaitingList(db, tripId);
  return writeListExport(request, trip, {
    what: 'waiting-list',
    title: TITLE[locale],
    columns: COLUMNS,
    rows: entries.map((entry) => rowOf(entry, locale)),
    filter: {},
    nameParts: ['waiting-list'],
  });
}

import { AUDIT_EXPORT_LIMIT, tripDate, type AuditExportQuery, type OutboxMessageStatus } from '@voyage/domain';
import { listAdmins, listPendingInvitations } from '../../accounts/queries/admins.ts';
import { listAuditEntriesUpTo } from '../../audit/queries/audit-log.ts';
import { listOutbox } from '../../messages/queries/outbox-messages.ts';
import { listTrips } from '../../trips/queries/trips.ts';
import type { ExportColumn, ExportFile } from '../export-table.ts';
import { writeListExport, type ExportRequest } from '../export-list.ts';
import { cyprusTime, OUTBOX_STATUS_WORDS, OUTBOX_TEMPLATE_WORDS, YES_NO } from '../staff-list-words.ts';

/*
 * The staff lists not about one trip (docs/product/exports.md#list-exports): the audit log, the outbox, the
 * administrators and the trips, each written through the one list export with no trip in its title or name.
 */

const dayOf = (instant: string | null) => (instant ? tripDate(new Date(instant)) : '');

type AuditKey = 'at' | 'actor' | 'actorEmail' | 'action' | 'about' | 'trip' | 'ip' | 'details';

const AUDIT_COLUMNS: readonly ExportColumn<AuditKey>[] = [
  { key: 'at', header: { en: 'When', el: 'Πότε' }, kind: 'text', width: 16 },
  { key: 'actor', header: { en: 'Who', el: 'Ποιος' }, kind: 'text', width: 20 },
  { key: 'actorEmail', header: { en: 'E-mail', el: 'E-mail' }, kind: 'text', width: 24 },
  { key: 'action', header: { en: 'Action', el: 'Ενέργεια' }, kind: 'text', width: 24 },
  { key: 'about', header: { en: 'About', el: 'Αφορά' }, kind: 'text', width: 26 },
  { key: 'trip', header: { en: 'Trip', el: 'Εκδρομή' }, kind: 'number', width: 8 },
  { key: 'ip', header: { en: 'Address', el: 'Διεύθυνση' }, kind: 'text', width: 15 },
  { key: 'details', header: { en: 'Details', el: 'Λεπτομέρειες' }, kind: 'text', width: 40 },
];

const AUDIT_WORDS = {
  en: {
    title: 'Audit log',
    cut: 'Cut short',
    cutNote: (total: number) =>
      `Only the newest ${AUDIT_EXPORT_LIMIT.toLocaleString('en')} of the ${total.toLocaleString('en')} entries of this filter are in this file: narrow the days for the older ones.`,
  },
  el: {
    title: 'Αρχείο ελέγχου',
    cut: 'Περικομμένο αρχείο',
    cutNote: (total: number) =>
      `Το αρχείο έχει μόνο τις ${AUDIT_EXPORT_LIMIT.toLocaleString('el')} νεότερες από τις ${total.toLocaleString('el')} εγγραφές αυτού του φίλτρου: περιορίστε τις ημέρες για τις παλαιότερες.`,
  },
} as const;

/**
 * `GET /api/admin/audit/export`: the audit log with the screen's filters, newest first, at most
 * AUDIT_EXPORT_LIMIT rows; a file cut short says so under its title and in a note after the table.
 */
export async function exportAuditLog(request: ExportRequest, query: Omit<AuditExportQuery, 'format' | 'lang'>) {
  const { locale } = request;
  const words = AUDIT_WORDS[locale];
  const { entries, total } = await listAuditEntriesUpTo(request.db, query, AUDIT_EXPORT_LIMIT);
  const cut = total > entries.length ? [words.cutNote(total)] : [];
  return writeListExport(request, null, {
    what: 'audit',
    title: words.title,
    columns: AUDIT_COLUMNS,
    rows: entries.map((entry) => ({
      at: cyprusTime(entry.at),
      actor: entry.actorName ?? '',
      actorEmail: entry.actorEmail ?? '',
      action: entry.action,
      about: [entry.entityType, entry.entityId].filter(Boolean).join(' '),
      trip: entry.tripId,
      ip: entry.ip ?? '',
      details: entry.details ? JSON.stringify(entry.details) : '',
    })),
    filter: {
      ...(query.traveller ? { traveller: query.traveller } : {}),
      ...(query.actor ? { actorLength: query.actor.length } : {}),
      ...(query.action ? { action: query.action } : {}),
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
      ...(cut.length > 0 ? { cutFrom: total } : {}),
    },
    nameParts: ['audit-log'],
    ...(cut.length > 0
      ? { subtitle: cut, moreSections: [{ title: words.cut, columns: [], rows: [], notes: cut }] }
      : {}),
  });
}

type OutboxKey = 'subject' | 'template' | 'to' | 'status' | 'attempts' | 'lastError' | 'created' | 'sent';

const OUTBOX_COLUMNS: readonly ExportColumn<OutboxKey>[] = [
  { key: 'subject', header: { en: 'Subject', el: 'Θέμα' }, kind: 'text', width: 32 },
  { key: 'template', header: { en: 'Type', el: 'Είδος' }, kind: 'text', width: 22 },
  { key: 'to', header: { en: 'Recipient', el: 'Παραλήπτης' }, kind: 'text', width: 26 },
  { key: 'status', header: { en: 'Status', el: 'Κατάσταση' }, kind: 'text', width: 12 },
  { key: 'attempts', header: { en: 'Attempts', el: 'Προσπάθειες' }, kind: 'number', width: 9 },
  { key: 'lastError', header: { en: 'Last error', el: 'Τελευταίο σφάλμα' }, kind: 'text', width: 26 },
  { key: 'created', header: { en: 'Created', el: 'Δημιουργία' }, kind: 'text', width: 16 },
  { key: 'sent', header: { en: 'Sent', el: 'Αποστολή' }, kind: 'text', width: 16 },
];

/** `GET /api/admin/outbox/export`: the messages as the outbox lists them (newest first, as many), of one status if asked. */
export async function exportOutbox(request: ExportRequest, status: OutboxMessageStatus | undefined) {
  const { locale } = request;
  const messages = await listOutbox(request.db, status);
  return writeListExport(request, null, {
    what: 'messages',
    title: { en: 'Messages', el: 'Μηνύματα' }[locale],
    columns: OUTBOX_COLUMNS,
    rows: messages.map((message) => ({
      subject: message.subject,
      template: OUTBOX_TEMPLATE_WORDS[locale][message.template] ?? message.template,
      to: message.to,
      status: OUTBOX_STATUS_WORDS[locale][message.status],
      attempts: message.attempts,
      lastError: message.lastError ?? '',
      created: cyprusTime(message.createdAt),
      sent: cyprusTime(message.sentAt),
    })),
    filter: status ? { status } : {},
    nameParts: ['messages', ...(status ? [status] : [])],
  });
}

type AdminKey = 'name' | 'email' | 'since' | 'authenticator';
type InvitationKey = 'email' | 'invitedBy' | 'sent' | 'expires';

const ADMIN_COLUMNS: readonly ExportColumn<AdminKey>[] = [
  { key: 'name', header: { en: 'Name', el: 'Ονοματεπώνυμο' }, kind: 'text', width: 24 },
  { key: 'email', header: { en: 'E-mail', el: 'E-mail' }, kind: 'text', width: 28 },
  { key: 'since', header: { en: 'Administrator since', el: 'Διαχειριστής από' }, kind: 'date', width: 14 },
  {
    key: 'authenticator',
    header: { en: 'Authenticator set up', el: 'Εφαρμογή ταυτοποίησης' },
    kind: 'text',
    width: 14,
  },
];

const INVITATION_COLUMNS: readonly ExportColumn<InvitationKey>[] = [
  { key: 'email', header: { en: 'E-mail', el: 'E-mail' }, kind: 'text', width: 28 },
  { key: 'invitedBy', header: { en: 'Invited by', el: 'Πρόσκληση από' }, kind: 'text', width: 24 },
  { key: 'sent', header: { en: 'Sent', el: 'Στάλθηκε' }, kind: 'date', width: 12 },
  { key: 'expires', header: { en: 'Expires', el: 'Λήγει' }, kind: 'date', width: 12 },
];

/** `GET /api/admin/administrators/export`: the administrators, then the invitations still waiting, as on `/admins`. */
export async function exportAdministrators(request: ExportRequest) {
  const { db, locale, now } = request;
  const [admins, invitations] = [await listAdmins(db), await listPendingInvitations(db, now)];
  return writeListExport(request, null, {
    what: 'administrators',
    title: { en: 'Administrators', el: 'Διαχειριστές' }[locale],
    columns: ADMIN_COLUMNS,
    rows: admins.map((admin) => ({
      name: admin.name,
      email: admin.email,
      since: dayOf(admin.since),
      authenticator: YES_NO[locale][admin.twoFactorEnabled ? 'yes' : 'no'],
    })),
    moreSections: [
      {
        title: { en: 'Pending invitations', el: 'Εκκρεμείς προσκλήσεις' }[locale],
        columns: INVITATION_COLUMNS,
        rows: invitations.map((invitation) => ({
          email: invitation.email,
          invitedBy: invitation.invitedBy ?? '',
          sent: dayOf(invitation.createdAt),
          expires: dayOf(invitation.expiresAt),
        })),
      },
    ],
    filter: {},
    nameParts: ['administrators'],
  });
}

type TripKey = 'trip' | 'year' | 'active';

const TRIP_COLUMNS: readonly ExportColumn<TripKey>[] = [
  { key: 'trip', header: { en: 'Trip', el: 'Εκδρομή' }, kind: 'text', width: 30 },
  { key: 'year', header: { en: 'Year', el: 'Έτος' }, kind: 'number', width: 8 },
  { key: 'active', header: { en: 'Active', el: 'Ενεργή' }, kind: 'text', width: 10 },
];

/** `GET /api/admin/trips/export`: every trip, newest year first, as `/trips/list` opens. */
export async function exportTrips(request: ExportRequest): Promise<ExportFile> {
  const { locale } = request;
  const trips = await listTrips(request.db);
  return writeListExport(request, null, {
    what: 'trips',
    title: { en: 'Trips', el: 'Εκδρομές' }[locale],
    columns: TRIP_COLUMNS,
    rows: trips.map((trip) => ({
      trip: trip.name[locale],
      year: trip.year,
      active: YES_NO[locale][trip.active ? 'yes' : 'no'],
    })),
    filter: {},
    nameParts: ['trips'],
  });
}

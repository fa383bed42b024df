import { randomUUID } from 'node:crypto';
import { AUDIT_EXPORT_LIMIT, type TripSummary } from '@voyage/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../../src/db/schema/index.ts';
import { TEST_ADMIN } from '../helpers/constants.ts';
import { itIsForAdminsOnly } from '../helpers/trip-cases.ts';
import { setupReviewApp } from '../review/review-kit.ts';
import { csvRows, pdfPages, xlsxSheets } from './export-kit.ts';

/** The staff lists not about one trip as files: the audit log, the outbox, the administrators, the trips. */

const { t } = setupReviewApp({ signInRateLimitMax: 1000 });

async function download(path: string, query: Record<string, string>) {
  const cookie = await t.signInAsAdmin();
  return t.app.inject({ url: `/api/admin/${path}/export`, query, headers: { cookie } });
}

/** The `export.downloaded` rows of a list not about one trip, newest last. */
async function listAudits(what: string) {
  const rows = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'export.downloaded'), eq(auditLog.entityType, 'list'), eq(auditLog.entityId, what)));
  return rows.map((row) => ({ tripId: row.tripId, details: row.details }));
}

/** `count` audit rows about one registration, a minute apart, the newest at 2099-01-01 12:00 Cyprus time. */
async function auditRowsAbout(traveller: string, count: number) {
  const newest = Date.parse('2099-01-01T10:00:00Z');
  const rows = Array.from({ length: count }, (_, index) => ({
    actorUserId: null,
    action: index === 0 ? 'registration.approved' : 'registration.note-added',
    entityType: 'traveller',
    entityId: traveller,
    at: new Date(newest - index * 60_000),
    details: { step: index },
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    await t.db.insert(auditLog).values(rows.slice(start, start + 1000));
  }
}

describe('GET /api/admin/audit/export', () => {
  const traveller = randomUUID();
  beforeAll(() => auditRowsAbout(traveller, 3));

  it('holds the rows the log shows for the filter, newest first, in CSV, XLSX and PDF', async () => {
    const response = await download('audit', { traveller, format: 'csv', lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toMatch(/filename="audit-log-\d{4}-\d\d-\d\d\.csv"/);
    const rows = csvRows(response.rawPayload);
    expect(rows[0]).toEqual(['When', 'Who', 'E-mail', 'Action', 'About', 'Trip', 'Address', 'Details']);
    expect(rows.slice(1).map((row) => [row[0], row[3], row[4], row[7]])).toEqual([
      ['2099-01-01 12:00', 'registration.approved', `traveller ${traveller}`, '{"step":0}'],
      ['2099-01-01 11:59', 'registration.note-added', `traveller ${traveller}`, '{"step":1}'],
      ['2099-01-01 11:58', 'registration.note-added', `traveller ${traveller}`, '{"step":2}'],
    ]);
    // The screen's own page of the same filter lists the same rows.
    const cookie = await t.signInAsAdmin();
    const page = await t.app.inject({ url: '/api/admin/audit', query: { traveller }, headers: { cookie } });
    expect(page.json<{ total: number }>().total).toBe(3);

    const sheets = await xlsxSheets(
      (await download('audit', { traveller, action: 'registration.approved', format: 'xlsx' })).rawPayload,
    );
    expect(
      sheets
        .get('Αρχείο ελέγχου')!
        .slice(1)
        .map((row) => row[3]),
    ).toEqual(['registration.approved']);
    const { text } = await pdfPages((await download('audit', { traveller, format: 'pdf', lang: 'en' })).rawPayload);
    expect(text).toContain('Audit log');
    expect(text).toContain('registration.note-added');
    expect(text).not.toContain('Cut short');
  });

  it('audits the export with its filter and count, a searched name by its length only', async () => {
    await download('audit', { traveller, actor: 'Nobody Named', format: 'csv' });
    const audits = await listAudits('audit');
    expect(audits).toContainEqual({
      tripId: null,
      details: { what: 'audit', format: 'csv', lang: 'el', filter: { traveller, actorLength: 12 }, rows: 0 },
    });
    expect(JSON.stringify(audits)).not.toContain('Nobody');
    expect((await download('audit', { format: 'csv', from: 'yesterday' })).statusCode).toBe(400);
  });

  it(`stops at the newest ${AUDIT_EXPORT_LIMIT} rows and says so`, { timeout: 60_000 }, async () => {
    const busy = randomUUID();
    await auditRowsAbout(busy, AUDIT_EXPORT_LIMIT + 1);
    const rows = csvRows((await download('audit', { traveller: busy, format: 'csv', lang: 'en' })).rawPayload);
    expect(rows[1]![0]).toBe('2099-01-01 12:00');
    const data = rows.slice(1, AUDIT_EXPORT_LIMIT + 1);
    expect(data.every((row) => row.length === 8)).toBe(true);
    expect(rows.slice(AUDIT_EXPORT_LIMIT + 1)).toEqual([
      [''],
      ['Cut short'],
      [
        'Only the newest 10,000 of the 10,001 entries of this filter are in this file: narrow the days for the older ones.',
      ],
    ]);
    expect(await listAudits('audit')).toContainEqual({
      tripId: null,
      details: {
        what: 'audit',
        format: 'csv',
        lang: 'en',
        filter: { traveller: busy, cutFrom: AUDIT_EXPORT_LIMIT + 1 },
        rows: AUDIT_EXPORT_LIMIT,
      },
    });
  });

  itIsForAdminsOnly(t, '/api/admin/audit/export?format=csv');
});

describe('GET /api/admin/outbox/export', () => {
  const subject = `Failed ${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    await t.db.insert(outbox).values({
      template: 'payment-reminder',
      toAddress: 'family.failed@voyage.test',
      locale: 'el',
      subject,
      textBody: 'text',
      htmlBody: '<p>text</p>',
      status: 'failed',
      attempts: 5,
      lastError: 'mailbox full',
    });
  });

  it('lists the messages as the outbox does, of the status chosen', async () => {
    const rows = csvRows((await download('outbox', { format: 'csv', lang: 'en' })).rawPayload);
    expect(rows[0]).toEqual(['Subject', 'Type', 'Recipient', 'Status', 'Attempts', 'Last error', 'Created', 'Sent']);
    const cookie = await t.signInAsAdmin();
    const onScreen = (await t.app.inject({ url: '/api/admin/outbox', headers: { cookie } })).json<{
      messages: { subject: string }[];
    }>().messages;
    expect(rows.slice(1).map((row) => row[0])).toEqual(onScreen.map((message) => message.subject));
    const failed = csvRows((await download('outbox', { status: 'failed', format: 'csv', lang: 'en' })).rawPayload);
    const ours = failed.find((row) => row[0] === subject)!;
    expect(ours.slice(1, 6)).toEqual(['Payment reminder', 'family.failed@voyage.test', 'Failed', '5', 'mailbox full']);
    expect(failed.slice(1).every((row) => row[3] === 'Failed')).toBe(true);
    const sheets = await xlsxSheets((await download('outbox', { status: 'failed', format: 'xlsx' })).rawPayload);
    expect(
      sheets
        .get('Μηνύματα')!
        .find((row) => row[0] === subject)!
        .slice(1, 5),
    ).toEqual(['Υπενθύμιση πληρωμής', 'family.failed@voyage.test', 'Απέτυχε', 5]);
    const { text } = await pdfPages((await download('outbox', { status: 'sent', format: 'pdf' })).rawPayload);
    expect(text).toContain('Μηνύματα');
    expect(text).not.toContain(subject);
    expect(await listAudits('messages')).toContainEqual({
      tripId: null,
      details: { what: 'messages', format: 'xlsx', lang: 'el', filter: { status: 'failed' }, rows: failed.length - 1 },
    });
  });
});

describe('GET /api/admin/administrators/export', () => {
  const invited = `invited-${randomUUID().slice(0, 8)}@voyage.test`;
  beforeAll(async () => {
    const cookie = await t.signInAsAdmin();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/administrators/invitations',
      payload: { email: invited, locale: 'en', role: 'administrator', departureIds: [] },
      headers: t.unsafeHeaders(cookie),
    });
    expect(response.statusCode).toBe(201);
  });

  it('lists the administrators, then the invitations waiting', async () => {
    const rows = csvRows((await download('administrators', { format: 'csv', lang: 'en' })).rawPayload);
    expect(rows[0]).toEqual(['Name', 'E-mail', 'Administrator since', 'Authenticator set up']);
    const admin = rows.find((row) => row[1] === TEST_ADMIN.email)!;
    expect(admin[2]).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(admin[3]).toBe('Yes');
    const heading = rows.findIndex((row) => row[0] === 'Pending invitations');
    expect(rows[heading - 1]).toEqual(['']);
    expect(rows[heading + 1]).toEqual(['E-mail', 'Invited by', 'Sent', 'Expires']);
    expect(rows.slice(heading + 2).map((row) => row[0])).toContain(invited);
    const sheets = await xlsxSheets((await download('administrators', { format: 'xlsx' })).rawPayload);
    expect(sheets.get('Διαχειριστές')!.map((row) => row[1])).toContain(TEST_ADMIN.email);
    expect(sheets.get('Εκκρεμείς προσκλήσεις')!.map((row) => row[0])).toContain(invited);
    const { text } = await pdfPages((await download('administrators', { format: 'pdf', lang: 'en' })).rawPayload);
    expect(text).toContain(invited);
    const [last] = (await listAudits('administrators')).slice(-1);
    expect(last!.details).toMatchObject({ what: 'administrators', format: 'pdf', filter: {} });
  });
});

describe('GET /api/admin/trips/export', () => {
  it('lists every trip, newest year first, as the trips screen opens', async () => {
    const response = await download('trips', { format: 'csv', lang: 'en' });
    expect(String(response.headers['content-disposition'])).toMatch(/filename="trips-\d{4}-\d\d-\d\d\.csv"/);
    const rows = csvRows(response.rawPayload);
    const trips = (await t.app.inject({ url: '/api/trip/all' })).json<TripSummary[]>();
    expect(rows).toEqual([
      ['Trip', 'Year', 'Active'],
      ...trips.map((trip) => [trip.name.en, String(trip.year), trip.active ? 'Yes' : 'No']),
    ]);
    const sheets = await xlsxSheets((await download('trips', { format: 'xlsx' })).rawPayload);
    expect(
      sheets
        .get('Εκδρομές')!
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(trips.map((trip) => trip.year));
    const { text } = await pdfPages((await download('trips', { format: 'pdf' })).rawPayload);
    expect(text).toContain(trips[0]!.name.el);
  });
});

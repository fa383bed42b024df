import { randomUUID } from 'node:crypto';
import { creditorReferenceForCode, tripDate } from '@voyage/domain';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditLog, departures, payments, schools, travellers, trips } from '../../src/db/schema/index.ts';
import { insertDocument } from '../documents/document-kit.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { insertTraveller } from '../review/review-kit.ts';
import { copyOfActiveTrip } from '../helpers/trip-cases.ts';

/** Rows of a CSV export, the byte order mark checked and dropped; short rows kept as they are. */
export function csvRows(body: Buffer): string[][] {
  expect(body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return parse(body, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
}

/** A workbook's sheets as rows of cell values (dates as `YYYY-MM-DD`, blanks as null). */
export async function xlsxSheets(body: Buffer): Promise<Map<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheets = new Map<string, unknown[][]>();
  workbook.eachSheet((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      const values = (row.values as unknown[])
        .slice(1)
        .map((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? null)));
      rows[number - 1] = values;
    });
    sheets.set(sheet.name, rows);
  });
  return sheets;
}

/** Every piece of text of every page, spaces collapsed, and each page's size. */
export async function pdfPages(body: Buffer): Promise<{ text: string; sizes: { width: number; height: number }[] }> {
  const pdf = await getDocument({ data: new Uint8Array(body), isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: string[] = [];
  const sizes: { width: number; height: number }[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const [, , width, height] = page.view;
    sizes.push({ width: width!, height: height! });
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return { text: pages.join('\n').replace(/\s+/g, ' '), sizes };
}

/** The `export.downloaded` rows written since `since`, newest first. */
export async function exportAudits(t: TestApp, tripId: number) {
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.tripId, tripId));
  return rows.filter((row) => row.action === 'export.downloaded');
}

export type ExportWorld = Awaited<ReturnType<typeof makeWorld>>;

/**
 * A trip of its own, returning on 2099-03-20: departure 1 (flights, two escorts) takes a Greek-named
 * school and a second school; departure 2 takes a third. Travellers: on departure 1, KARRAS (Cypriot,
 * passport accepted and described, valid), ANDREOU (Greek, ID card accepted and described, valid on the return
 * day), BETA (passport expiring a month after the return), ZENON (passport rejected, an ID card waiting for
 * review, nothing described, no nationality: a registration from before the form asked) from the second
 * school, and a pending and a deleted registration; on departure 2, DELTA.
 */
async function makeWorld(t: TestApp) {
  const trip = await copyOfActiveTrip(t, { name: { el: 'Παρίσι δοκιμή', en: `Exports ${randomUUID().slice(0, 8)}` } });
  const tripId = trip.id;
  const [first, second] = await t.db
    .insert(departures)
    .values([
      {
        tripId,
        label: { el: 'Αναχώρηση 1', en: 'Departure 1' },
        outboundDate: '2099-03-15',
        inboundDate: '2099-03-20',
        carrier: 'Aegean',
        hotel: 'Hôtel Test',
        escorts: [
          { name: 'MARIA ESCORT', phone: '+357 99 111111' },
          { name: 'GIORGOS ESCORT', phone: '+357 99 222222' },
        ],
        flights: [
          {
            direction: 'outbound',
            flightNumber: 'A3 612',
            date: '2099-03-15',
            from: 'LCA',
            to: 'CDG',
            departureTime: '07:10',
            arrivalTime: '10:05',
          },
          {
            direction: 'inbound',
            flightNumber: 'A3 613',
            date: '2099-03-20',
            from: 'CDG',
            to: 'LCA',
            departureTime: '11:00',
            arrivalTime: '16:20',
          },
        ],
      },
      {
        tripId,
        label: { el: 'Αναχώρηση 2', en: 'Departure 2' },
        outboundDate: '2099-03-16',
        inboundDate: '2099-03-21',
        carrier: 'Aegean',
        hotel: 'Hôtel Test',
        flights: [],
      },
    ])
    .returning({ id: departures.id });
  const school = async (name: string, departureId: number) => {
    const [row] = await t.db
      .insert(schools)
      .values({ tripId, name, district: 'lemesos', registrationCode: randomUUID().slice(0, 9), departureId })
      .returning({ id: schools.id, name: schools.name });
    return row!;
  };
  const greek = await school('Λύκειο Αγίου Νικολάου', first!.id);
  const other = await school('English School', first!.id);
  const third = await school('Gamma Gymnasium', second!.id);
  const approved = { status: 'approved' as const, approvedAt: new Date() };
  const traveller = (schoolId: number, fields: Parameters<typeof insertTraveller>[1]) =>
    insertTraveller(t.db, { tripId, schoolId, ...fields });
  const karras = await traveller(greek.id, {
    ...approved,
    lastName: 'KARRAS',
    firstName: 'NIKOLAOS',
    gender: 'male',
    dateOfBirth: '2011-05-02',
    nationality: 'CY',
    idDocumentType: 'passport',
    idDocumentNumber: 'K1234567',
    idDocumentExpiresOn: '2105-01-01',
    idDocumentIssuingCountry: 'CY',
    personalCode: 'EXP99-0001',
    paymentReference: creditorReferenceForCode('EXP99-0001'),
  });
  const andreou = await traveller(greek.id, {
    ...approved,
    lastName: 'ANDREOU',
    firstName: 'ELENI',
    gender: 'female',
    dateOfBirth: '2012-01-15',
    nationality: 'GR',
    idDocumentType: 'id_card',
    idDocumentNumber: 'AK0123456',
    idDocumentExpiresOn: '2099-03-20',
    idDocumentIssuingCountry: 'GR',
    personalCode: 'EXP99-0002',
    paymentReference: creditorReferenceForCode('EXP99-0002'),
  });
  const beta = await traveller(greek.id, {
    ...approved,
    lastName: 'BETA',
    firstName: 'MARIA',
    nationality: 'CY',
    idDocumentType: 'passport',
    idDocumentNumber: 'B7654321',
    idDocumentExpiresOn: '2099-04-20',
    idDocumentIssuingCountry: 'CY',
    personalCode: 'EXP99-0003',
    paymentReference: creditorReferenceForCode('EXP99-0003'),
  });
  const zenon = await traveller(other.id, {
    ...approved,
    lastName: 'ZENON',
    firstName: 'ANDREAS',
    gender: 'male',
    nationality: null,
  });
  const pending = await traveller(greek.id, { lastName: 'PENDING', firstName: 'PETROS' });
  const waiting = await traveller(greek.id, { lastName: 'WAITING', firstName: 'ANNA', emailConfirmedAt: null });
  const deleted = await traveller(greek.id, {
    status: 'deleted',
    statusBeforeDeletion: 'pending',
    lastName: 'DELETED',
    firstName: 'DORA',
  });
  const delta = await traveller(third.id, { ...approved, lastName: 'DELTA', firstName: 'DIMITRIS' });
  await insertDocument(t, karras.id, { type: 'passport', status: 'approved' });
  await insertDocument(t, andreou.id, { type: 'id_card', status: 'approved' });
  await insertDocument(t, beta.id, { type: 'passport', status: 'approved' });
  await insertDocument(t, zenon.id, { type: 'passport', status: 'rejected' });
  await insertDocument(t, zenon.id, { type: 'id_card', status: 'pending' });
  await t.db.insert(payments).values({
    travellerId: karras.id,
    tripId,
    amountCents: 30_050,
    status: 'approved',
    receivedAt: new Date(),
  });
  return {
    tripId,
    tripName: trip.name,
    departureIds: [first!.id, second!.id] as const,
    schools: { greek, other, third },
    travellers: { karras, andreou, beta, zenon, pending, waiting, deleted, delta },
    today: tripDate(new Date()),
  };
}

/** The world, made once for the file and removed after it. */
export function exportWorld(t: TestApp): () => ExportWorld {
  let world: ExportWorld | undefined;
  beforeAll(async () => {
    world = await makeWorld(t);
  });
  afterAll(async () => {
    if (!world) return;
    const ids = Object.values(world.travellers).map((traveller) => traveller.id);
    await t.db.delete(travellers).where(inArray(travellers.id, ids));
    await t.db.delete(trips).where(eq(trips.id, world.tripId));
  });
  return () => world!;
}

/** The admin's download of `/api/admin/<path>/export` for the trip, with the list's query. */
export async function downloadExport(t: TestApp, tripId: number, path: string, query: Record<string, string>) {
  const cookie = await t.signInAsAdmin();
  return t.app.inject({
    url: `/api/admin/${path}/export`,
    query: { trip_id: String(tripId), ...query },
    headers: { cookie },
  });
}

/** The surnames of a travellers export's rows (the second column), the header left out. */
export const surnames = (rows: string[][]) => rows.slice(1).map((row) => row[1]);

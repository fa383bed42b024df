// The trip-day pack of a 200-traveller departure (docs/product/trip-day.md#the-pack): its size as JSON and
// gzipped, and the time to download it through the whole API (session, role and departure checks, the roster
// query, 200 health records opened, the checkpoints, the pack row and the audit row), as an escort's phone
// does before the trip. Run on its own: `cd bench && npx tsx trip-day-pack.ts` (PGlite, or PostgreSQL with
// BENCH_DATABASE_URL).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { HealthRecord } from '../packages/domain/src/index.ts';
import { departures, healthRecords, schools, travellers } from '../apps/api/src/db/schema/index.ts';
import { resolveHealthDataKey } from '../apps/api/src/health/health-data-key.ts';
import { SEALED_SECTIONS, sealSection } from '../apps/api/src/health/sealed-record.ts';
import { startSeededApi } from './servers/seeded-api.ts';

const TRAVELLERS = 200;
const DOWNLOADS = 30;
const WARM_UP = 3;

const RECORD: HealthRecord = {
  allergies: [{ what: 'Peanuts', severity: 'severe', anaphylaxis: true }],
  medicines: [{ name: 'Salbutamol', dose: '2 puffs', times: ['08:00', '20:00'], keptBy: 'escort' }],
  diet: {
    vegetarian: true,
    noPork: false,
    halal: false,
    glutenFree: false,
    lactoseFree: false,
    noNuts: true,
    other: '',
  },
  conditions: { asthma: true, diabetes: false, epilepsy: false, other: '', canSwim: true },
  contacts: {
    contacts: [
      { name: 'Eleni Georgiou', relation: 'Grandmother', phone: '+357 99 765432' },
      { name: 'Andreas Georgiou', relation: 'Uncle', phone: '+357 99 765433' },
    ],
    doctorName: 'Dr Andreas Nikolaou',
    doctorPhone: '+357 22 334455',
    ehicNumber: 'CY123456789',
    ehicExpiresOn: '2030-01-31',
  },
};

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'voyage-bench-trip-day-'));
  process.env.BENCH_WORK_DIR = workDir;
  const api = await startSeededApi();
  try {
    const db = api.database.db;
    const flights = [
      {
        direction: 'outbound' as const,
        flightNumber: 'A3 612',
        date: '2099-04-10',
        from: 'LCA',
        to: 'CDG',
        departureTime: '06:10',
        arrivalTime: '09:20',
      },
      {
        direction: 'inbound' as const,
        flightNumber: 'A3 613',
        date: '2099-04-15',
        from: 'CDG',
        to: 'LCA',
        departureTime: '22:30',
        arrivalTime: '03:05',
        arrivalDate: '2099-04-16',
      },
    ];
    const [departure] = await db
      .insert(departures)
      .values({
        tripId: api.tripId,
        label: { el: 'Πακέτο', en: 'Pack' },
        outboundDate: '2099-04-10',
        inboundDate: '2099-04-15',
        carrier: 'Aegean',
        hotel: 'Hôtel du Nord',
        flights,
        escorts: Array.from({ length: 14 }, (_, index) => ({
          name: `Escort ${index + 1}`,
          phone: `+357 99 0001${index}`,
        })),
      })
      .returning({ id: departures.id });
    const schoolIds: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const [school] = await db
        .insert(schools)
        .values({
          tripId: api.tripId,
          name: `Lyceum ${index + 1}`,
          district: 'lemesos',
          registrationCode: randomUUID().slice(0, 9),
          departureId: departure!.id,
        })
        .returning({ id: schools.id });
      schoolIds.push(school!.id);
    }
    const rows = await db
      .insert(travellers)
      .values(
        Array.from({ length: TRAVELLERS }, (_, index) => ({
          tripId: api.tripId,
          schoolId: schoolIds[index % schoolIds.length]!,
          status: 'approved' as const,
          personalCode: `PACK-${String(index + 1).padStart(4, '0')}`,
          firstName: `NIKOLAOS${index}`,
          lastName: `GEORGIOU${index}`,
          gender: index % 2 ? ('female' as const) : ('male' as const),
          dateOfBirth: '2011-05-02',
          nationality: 'CY',
          city: 'Limassol',
          district: 'lemesos' as const,
          phone: `+357 99 ${String(200000 + index * 11).slice(-6)}`,
          language: 'el' as const,
          guardianName: `Maria Georgiou ${index}`,
          guardianEmail: `pack-${index}@voyage.test`,
          approvedAt: new Date(),
        })),
      )
      .returning({ id: travellers.id });
    // The key the API resolved from its data folder (no HEALTH_DATA_KEY in the benchmarks' environment).
    const key = resolveHealthDataKey(process.env.HEALTH_DATA_KEY, api.dataDir);
    // Each child's record its own: other phones, names and times, so the gzip figure is not flattered.
    const recordOf = (index: number): HealthRecord => ({
      ...RECORD,
      medicines: index % 3 ? [] : [{ ...RECORD.medicines![0]!, times: [`0${index % 10}:30`, '20:00'] }],
      contacts: {
        ...RECORD.contacts!,
        contacts: RECORD.contacts!.contacts.map((contact, order) => ({
          ...contact,
          name: `${contact.name} ${index}`,
          phone: `+357 99 ${String(100000 + index * 7 + order).slice(-6)}`,
        })),
        doctorPhone: `+357 22 ${String(300000 + index * 13).slice(-6)}`,
        ehicNumber: `CY${String(123456789 + index * 97)}`,
      },
    });
    await db.insert(healthRecords).values(
      rows.map((row, index) => ({
        travellerId: row.id,
        ...Object.fromEntries(
          SEALED_SECTIONS.map((section) => [section, sealSection(key, section, recordOf(index)[section])]),
        ),
      })),
    );

    const url = `${api.baseUrl}/api/admin/trip-day/departures/${departure!.id}/pack`;
    const timings: number[] = [];
    let body = '';
    let encoding: string | null = null;
    for (let run = 0; run < WARM_UP + DOWNLOADS; run += 1) {
      const started = performance.now();
      const response = await fetch(url, { headers: { cookie: api.cookie, 'accept-encoding': 'gzip' } });
      body = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`pack: ${response.status} ${body.slice(0, 200)}`);
      encoding = response.headers.get('content-encoding');
      if (run >= WARM_UP) timings.push(elapsed);
    }
    const pack = JSON.parse(body) as { travellers: unknown[]; checkpoints: unknown[] };
    const sorted = [...timings].sort((a, b) => a - b);
    const figures = {
      travellers: pack.travellers.length,
      checkpoints: pack.checkpoints.length,
      backend: api.database.driver,
      bytes: Buffer.byteLength(body),
      gzipBytes: gzipSync(body).length,
      /** How the API sent it: gzip when the phone asks for it (the `gzipBytes` figure). */
      encoding,
      downloads: DOWNLOADS,
      medianMs: Math.round(percentile(sorted, 0.5) * 10) / 10,
      p95Ms: Math.round(percentile(sorted, 0.95) * 10) / 10,
    };
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await api.app.close();
    await api.database.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();

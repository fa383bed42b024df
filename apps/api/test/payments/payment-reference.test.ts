import { readFileSync } from 'node:fs';
import { creditorReferenceForCode, formatCreditorReference, formatPersonalCode } from '@voyage/domain';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { travellers } from '../../src/db/schema/index.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { smtpServerPerFile } from '../mail/smtp-per-file.ts';
import { movableClock, reminderJobs, reminderKit } from './reminder-kit.ts';

/**
 * Each approved registration's RF payment reference (docs/product/payments.md#payment-reference): the
 * reminders a family receives quote it grouped in fours, and the migration gives every traveller approved
 * before it existed exactly the reference the product makes of the personal code.
 */

const t = setupTestApp();
const kit = reminderKit(() => t.db);
const job = reminderJobs(() => t.db, kit);
const smtp = smtpServerPerFile(t);

describe('the payment reminder e-mail', () => {
  it.each([
    ['el', 'Κωδικός αναφοράς πληρωμής (RF)', 'ακριβώς όπως είναι'],
    ['en', 'Payment reference (RF)', 'exactly'],
  ] as const)('%s: quotes the RF reference grouped in fours, to be quoted exactly', async (locale, label, exactly) => {
    const trip = await kit.trip({ depositDueInDays: 7 });
    const family = await kit.traveller(trip, { language: locale });
    await job(movableClock()).runOnce();

    const mail = await smtp.delivered(family.email);
    const grouped = formatCreditorReference(creditorReferenceForCode(family.personalCode!));
    expect(grouped).toMatch(/^RF\d{2} /);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(label);
      expect(body).toContain(grouped);
      expect(body).toContain(exactly);
    }
  });
});

/** The hand-written block at the end of the migration that added the column: its statements, in order. */
function backfillStatements(): string[] {
  const migration = readFileSync(new URL('../../drizzle/0025_payment_reference.sql', import.meta.url), 'utf8');
  const block = migration.slice(migration.indexOf('-- Hand-written: backfill.'));
  return block
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

describe('the migration backfill of payment references', () => {
  it('gives every traveller with a personal code exactly the reference the product makes of it', async () => {
    const statements = backfillStatements();
    expect(statements).toHaveLength(3);
    const trip = await kit.trip({ depositDueInDays: 30 });
    // Every letter of the alphabet in the prefixes, sequences of every length, and the largest years.
    const names = ['Abc', 'Defg', 'Hij', 'Klm', 'Nop', 'Qrs', 'Tuv', 'Wxyz', 'Zürich', 'Αθήνα'];
    const codes = names.flatMap((name, index) =>
      [1, 9, 10, 42, 97, 99, 100, 999, 1000, 9999, 12_345].map((sequence) =>
        formatPersonalCode(name, 2000 + index * 11, sequence),
      ),
    );
    const made = [];
    for (const code of codes) made.push(await kit.traveller(trip, { personalCode: code }));
    const withoutCode = await kit.traveller(trip, { personalCode: null });
    const ids = [...made, withoutCode].map((traveller) => traveller.id);
    await t.db.update(travellers).set({ paymentReference: null }).where(inArray(travellers.id, ids));

    for (const statement of statements) await t.db.execute(sql.raw(statement));

    const rows = await t.db
      .select({ code: travellers.personalCode, reference: travellers.paymentReference })
      .from(travellers)
      .where(inArray(travellers.id, ids));
    expect(rows).toHaveLength(codes.length + 1);
    for (const row of rows) {
      expect(row.reference).toBe(row.code === null ? null : creditorReferenceForCode(row.code));
    }
    // The function the migration made for itself is gone.
    const left = (await t.db.execute(sql`select 1 from pg_proc where proname = 'voyage_creditor_reference_0025'`)) as {
      rows: unknown[];
    };
    expect(left.rows).toHaveLength(0);
  });
});

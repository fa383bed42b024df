import type { Instalment, LocalizedText, PaymentMethod, PaymentStatus } from '@voyage/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { payments, schools, statementLines, travellers, trips, user } from '../../db/schema/index.ts';
import { paymentJsonFields } from './payments.ts';

/** One payment as the ledger reads it: the traveller beside the money, instants in ISO 8601 (UTC). */
export type LedgerPaymentRow = {
  id: string;
  travellerId: string;
  personalCode: string | null;
  paymentReference: string | null;
  firstName: string;
  lastName: string;
  schoolName: string;
  amountCents: number;
  status: PaymentStatus;
  method: PaymentMethod;
  transferDate: string | null;
  submittedAt: string;
  receivedAt: string | null;
  /** Staff who confirmed or recorded it (the last to decide on it); null when nobody has. */
  staffName: string | null;
  rejectionReason: string | null;
  /** The bank's own reference of the statement line the payment came from, when it had one. */
  bankLineReference: string | null;
};

/** The trip the ledger is for, with its plan, and every payment of its non-deleted travellers. */
export type LedgerSource = {
  name: LocalizedText;
  year: number;
  paymentPlan: Instalment[];
  payments: LedgerPaymentRow[];
};

/**
 * The trip's ledger in one statement, or undefined when there is no such trip: every payment (all
 * statuses) of its travellers that are not deleted, by traveller as the class lists order them (last
 * name, first name) and then oldest first, the order in which a traveller's payments settle the plan.
 * The database builds the list as one JSON value, cheaper out of PGlite than thousands of typed rows.
 */
export async function findPaymentLedger(db: Executor, tripId: number): Promise<LedgerSource | undefined> {
  const result = (await db.execute(sql`
    select ${trips.name} as name, ${trips.year} as year, ${trips.paymentPlan} as "paymentPlan", (
      select coalesce(json_agg(json_build_object(
        ${paymentJsonFields},
        'paymentReference', ${travellers.paymentReference},
        'staffName', ${user.name},
        'rejectionReason', ${payments.rejectionReason},
        'bankLineReference', (
          select substr(${statementLines.importKey}, 6) from ${statementLines}
          where ${statementLines.paymentId} = ${payments.id} and ${statementLines.importKey} like 'bank:%'
          limit 1
        )
      ) order by ${travellers.lastName} collate "C", ${travellers.firstName} collate "C", ${travellers.id},
        ${payments.submittedAt}, ${payments.id}), '[]'::json)
      from ${payments}
      join ${travellers} on ${travellers.id} = ${payments.travellerId}
      join ${schools} on ${schools.id} = ${travellers.schoolId}
      left join ${user} on ${user.id} = coalesce(${payments.reviewedBy}, ${payments.recordedBy})
      where ${travellers.tripId} = ${trips.id} and ${travellers.status} <> 'deleted'
    ) as payments
    from ${trips}
    where ${trips.id} = ${tripId}`)) as {
    rows: (Omit<LedgerSource, 'payments' | 'name' | 'paymentPlan'> & {
      name: LocalizedText | string;
      paymentPlan: Instalment[] | string;
      payments: LedgerPaymentRow[] | string;
    })[];
  };
  const [row] = result.rows;
  if (!row) return undefined;
  // node-postgres and PGlite both parse json columns; a driver configured otherwise hands back text.
  const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return {
    name: parsed(row.name),
    year: Number(row.year),
    paymentPlan: parsed(row.paymentPlan),
    payments: parsed(row.payments),
  };
}

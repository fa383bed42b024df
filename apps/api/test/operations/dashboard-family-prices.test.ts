import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { refunds, travellers, trips } from '../../src/db/schema/index.ts';
import { getDashboard } from '../../src/operations/queries/dashboard.ts';
import { tripTravellerPrices } from '../../src/payments/queries/traveller-prices.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { BALANCE_CENTS, DEPOSIT_CENTS, reminderKit, START } from '../payments/reminder-kit.ts';

/**
 * The dashboard adds up the trip's money in SQL, each traveller at its own price (docs/product/payments.md#family-prices):
 * its figures are those of the prices the API gives each traveller everywhere else (`tripTravellerPrices`), on a trip
 * with families of several children, a child cancelled and refunded, one not approved yet, one with no approval time,
 * a price set by staff, and a guardian who typed their e-mail in two cases.
 */

const t = setupTestApp();
const kit = reminderKit(() => t.db);
const TRIP_PRICE = DEPOSIT_CENTS + BALANCE_CENTS;
const HOUR = 3_600_000;

afterAll(() => kit.cleanUp());

const at = (hours: number) => new Date(START.getTime() + hours * HOUR);

describe('the dashboard at family prices', () => {
  it("adds up every approved traveller's own price, as the prices read one by one give it", async () => {
    const trip = await kit.trip({ depositDueInDays: -5 });
    await t.db
      .update(trips)
      .set({ secondChildPriceCents: 90_000, laterChildPriceCents: 80_000 })
      .where(eq(trips.id, trip.id));
    const child = (options: Parameters<typeof kit.traveller>[1]) => kit.traveller(trip, { language: 'en', ...options });
    const inFamily = async (email: string, made: Promise<{ id: string }>[]) => {
      const ids = (await Promise.all(made)).map((row) => row.id);
      await t.db.update(travellers).set({ guardianEmail: email }).where(inArray(travellers.id, ids));
      return ids;
    };

    // Five children: the first cancelled (and refunded), one pending, the rest approved in turn.
    const large = await inFamily(`large-${randomUUID().slice(0, 8)}@example.com`, [
      child({ approvedAt: at(0), status: 'cancelled' }),
      child({ approvedAt: at(1) }),
      child({ approvedAt: at(2) }),
      child({ status: 'pending' }),
      child({ approvedAt: at(3) }),
    ]);
    await t.db.insert(refunds).values({
      travellerId: large[0]!,
      cancelledOn: '2020-03-01',
      daysBefore: 60,
      paidCents: DEPOSIT_CENTS,
      keptCents: 0,
      refundCents: DEPOSIT_CENTS,
    });
    await kit.pay(large[0]!, DEPOSIT_CENTS, 'approved');
    await kit.pay(large[1]!, DEPOSIT_CENTS, 'approved');
    await kit.pay(large[2]!, 20_000, 'pending');
    await kit.pay(large[4]!, 10_000, 'rejected');

    // Two children, the same guardian in two cases; the second with a price set by staff.
    const email = `Twins-${randomUUID().slice(0, 8)}@example.com`;
    const [, twin] = await inFamily(email, [child({ approvedAt: at(4) }), child({ approvedAt: at(5) })]);
    await t.db.update(travellers).set({ guardianEmail: email.toLowerCase() }).where(eq(travellers.id, twin!));
    await t.db
      .update(travellers)
      .set({ customPriceCents: 50_000, customPriceReason: 'Hardship' })
      .where(eq(travellers.id, twin!));

    // Three children, the one approved before approval times were kept after the two approved since.
    await inFamily(`older-${randomUUID().slice(0, 8)}@example.com`, [
      child({ approvedAt: null }),
      child({ approvedAt: at(6) }),
      child({ approvedAt: at(7) }),
    ]);
    const single = await child({ approvedAt: at(8) });
    await kit.pay(single.id, TRIP_PRICE, 'approved');

    const prices = await tripTravellerPrices(t.db, trip.id);
    const approved = await t.db
      .select({ id: travellers.id })
      .from(travellers)
      .where(eq(travellers.tripId, trip.id))
      .then((rows) => rows.filter((row) => row.id !== large[0] && row.id !== large[3]));
    const expected = approved.reduce((sum, row) => sum + prices.get(row.id)!.priceCents, 0);

    const dashboard = await getDashboard(t.db, { id: trip.id, totalPriceCents: TRIP_PRICE }, START);
    expect(approved).toHaveLength(9);
    // Large family: 1,090 (now the first), 900, 800; twins: 1,090 and 500 set by staff; older family: the two
    // approved 1,090 and 900, the one without an approval time 800; the single child 1,090.
    expect(expected).toBe(TRIP_PRICE * 4 + 90_000 * 2 + 80_000 * 2 + 50_000);
    expect(dashboard.payments.expectedCents).toBe(expected);
    expect(dashboard.payments.bySchool.find((school) => school.schoolId === trip.schoolId)?.expectedCents).toBe(
      expected,
    );
    expect(dashboard.payments.receivedCents).toBe(DEPOSIT_CENTS + TRIP_PRICE);
    expect(dashboard.payments.processingCents).toBe(20_000);
    expect(dashboard.payments.outstandingCents).toBe(expected - DEPOSIT_CENTS - TRIP_PRICE - 20_000);
  });
});

import { cancellationMoney, scaledPlan, tripDate, type CancellationMoney } from '@voyage/domain';
import type { Executor } from '../../db/executor.ts';
import { notFound } from '../../lib/http-error.ts';
import { findCancellationFacts, insertRefund } from '../queries/refunds.ts';
import { findTravellerPrice } from '../queries/traveller-prices.ts';

/**
 * What a cancellation of the traveller today would keep and owe back (docs/product/payments.md#refunds):
 * the trip's schedule on the days left to the traveller's departure, over the money received, at the
 * traveller's own price and deposit (docs/product/payments.md#family-prices).
 */
export async function travellerCancellationMoney(
  tx: Executor,
  travellerId: string,
  now: Date,
): Promise<CancellationMoney & { payerIban: string | null }> {
  const facts = await findCancellationFacts(tx, travellerId);
  if (!facts) throw notFound('Registration');
  const { priceCents } = await findTravellerPrice(tx, travellerId);
  const trip = { ...facts.trip, totalPriceCents: priceCents, payments: scaledPlan(facts.trip.payments, priceCents) };
  const money = cancellationMoney(trip, {
    paidCents: facts.paidCents,
    departureDate: facts.departureDate,
    cancelledOn: tripDate(now),
  });
  return { ...money, payerIban: facts.payerIban };
}

/**
 * A cancellation's money, written in the cancellation's own transaction (the registration already
 * locked): a refund row whenever money was received, with what is kept and what is owed back, going to
 * the account of the payment that has one. Returns the figures for the e-mail.
 */
export async function recordCancellationMoney(
  tx: Executor,
  travellerId: string,
  now: Date,
): Promise<CancellationMoney> {
  const { payerIban, ...money } = await travellerCancellationMoney(tx, travellerId, now);
  if (money.paidCents > 0) {
    await insertRefund(tx, {
      travellerId,
      cancelledOn: tripDate(now),
      daysBefore: money.daysBefore,
      paidCents: money.paidCents,
      keptCents: money.keptCents,
      refundCents: money.refundCents,
      ...(payerIban ? { iban: payerIban, ibanSource: 'payment' as const } : {}),
    });
  }
  return money;
}

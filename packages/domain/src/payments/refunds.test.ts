import { describe, expect, it } from 'vitest';
import { DEMO_CANCELLATION_SCHEDULE } from './cancellation-fees.ts';
import { groupedIban, ibanSchema, isValidIban } from './iban.ts';
import { cancellationMoney, refundIbanBodySchema } from './refunds.ts';

const TRIP = {
  cancellationSchedule: DEMO_CANCELLATION_SCHEDULE,
  totalPriceCents: 109_000,
  payments: [{ amountCents: 30_000 }, { amountCents: 79_000 }],
};

describe('what a cancellation keeps and owes back', () => {
  it('keeps the deposit more than 60 days before and owes back the rest of what was received', () => {
    const money = cancellationMoney(TRIP, {
      paidCents: 109_000,
      departureDate: '2027-04-10',
      cancelledOn: '2027-01-01',
    });
    expect(money).toEqual({
      daysBefore: 99,
      departureDate: '2027-04-10',
      paidCents: 109_000,
      keptCents: 30_000,
      refundCents: 79_000,
    });
  });

  it('keeps half the price 60 to 31 days before, and never more than was paid', () => {
    expect(
      cancellationMoney(TRIP, { paidCents: 109_000, departureDate: '2027-04-10', cancelledOn: '2027-02-09' }),
    ).toMatchObject({ daysBefore: 60, keptCents: 54_500, refundCents: 54_500 });
    expect(
      cancellationMoney(TRIP, { paidCents: 30_000, departureDate: '2027-04-10', cancelledOn: '2027-02-09' }),
    ).toMatchObject({ keptCents: 30_000, refundCents: 0 });
  });

  it('keeps everything 30 days or less before', () => {
    expect(
      cancellationMoney(TRIP, { paidCents: 109_000, departureDate: '2027-04-10', cancelledOn: '2027-03-11' }),
    ).toMatchObject({ daysBefore: 30, keptCents: 109_000, refundCents: 0 });
  });

  it('owes nothing back when nothing was received', () => {
    expect(
      cancellationMoney(TRIP, { paidCents: 0, departureDate: '2027-04-10', cancelledOn: '2026-11-01' }),
    ).toMatchObject({ paidCents: 0, keptCents: 0, refundCents: 0 });
  });
});

describe('IBAN', () => {
  it('accepts numbers whose check digits hold (mod 97), with or without spaces', () => {
    for (const iban of [
      'CY17 0020 0128 0000 0012 0052 7600',
      'GB82WEST12345698765432',
      'gr16 0110 1250 0000 0001 2300 695',
    ]) {
      expect(isValidIban(iban)).toBe(true);
    }
  });

  it('refuses a slipped digit, a wrong shape, or letters where the country goes', () => {
    for (const iban of [
      'CY17 0020 0128 0000 0012 0052 7601',
      'GB82WEST1234569876543',
      '1282WEST12345698765432',
      'CY',
    ]) {
      expect(isValidIban(iban)).toBe(false);
    }
  });

  it('keeps the compact form and shows it in groups of four', () => {
    expect(ibanSchema.parse(' cy17 0020 0128 0000 0012 0052 7600 ')).toBe('CY17002001280000001200527600');
    expect(groupedIban('GB82WEST12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
  });

  it('an entered IBAN needs a reason', () => {
    expect(refundIbanBodySchema.safeParse({ iban: 'GB82WEST12345698765432' }).success).toBe(false);
    expect(refundIbanBodySchema.safeParse({ iban: 'GB82WEST12345698765433', reason: 'Closed account' }).success).toBe(
      false,
    );
    expect(refundIbanBodySchema.parse({ iban: 'GB82WEST12345698765432', reason: 'Closed account' })).toEqual({
      iban: 'GB82WEST12345698765432',
      reason: 'Closed account',
    });
  });
});

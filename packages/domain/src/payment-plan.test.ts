import { describe, expect, it } from 'vitest';
import { parseEuroAmount, paymentClaimFormSchema } from './payment-api.ts';
import {
  acceptedPaymentAmounts,
  instalmentsSettled,
  paymentAmountRefusal,
  paymentPicture,
  recordedAmountRefusal,
  type CountedPayment,
} from './payment-plan.ts';
import type { Instalment } from './trip.ts';

const label = { el: '', en: '' };
const twoInstalments: Instalment[] = [
  { key: 'deposit', label, amountCents: 30_000, dueDate: '2026-11-15' },
  { key: 'balance', label, amountCents: 79_000, dueDate: '2027-02-15' },
];
const received = (amountCents: number): CountedPayment => ({ amountCents, status: 'approved' });
const processing = (amountCents: number): CountedPayment => ({ amountCents, status: 'pending' });

describe('paymentPicture', () => {
  it('starts with everything to pay and the deposit next', () => {
    const picture = paymentPicture(twoInstalments, [], '2026-10-01');
    expect(picture).toMatchObject({ totalCents: 109_000, receivedCents: 0, processingCents: 0, toPayCents: 109_000 });
    expect(picture.next).toMatchObject({ key: 'deposit', remainingCents: 30_000, overdue: false });
    expect(picture.overdueCents).toBe(0);
  });

  it('marks an instalment overdue the day after its due date, not on it', () => {
    expect(paymentPicture(twoInstalments, [], '2026-11-15').next?.overdue).toBe(false);
    const late = paymentPicture(twoInstalments, [], '2026-11-16');
    expect(late.next?.overdue).toBe(true);
    expect(late.overdueCents).toBe(30_000);
  });

  it('counts a receipt waiting for confirmation as covering, not as received', () => {
    const picture = paymentPicture(twoInstalments, [processing(30_000)], '2026-12-01');
    expect(picture).toMatchObject({ receivedCents: 0, processingCents: 30_000, toPayCents: 79_000, overdueCents: 0 });
    expect(picture.instalments[0]).toMatchObject({ receivedCents: 0, coveredCents: 30_000, remainingCents: 0 });
    expect(picture.next?.key).toBe('balance');
  });

  it('ignores rejected and withdrawn payments', () => {
    const picture = paymentPicture(
      twoInstalments,
      [
        { amountCents: 30_000, status: 'rejected' },
        { amountCents: 30_000, status: 'withdrawn' },
      ],
      '2026-10-01',
    );
    expect(picture.toPayCents).toBe(109_000);
  });

  it('settles the oldest instalment first, whatever amount was sent', () => {
    const picture = paymentPicture(twoInstalments, [received(79_000)], '2026-12-01');
    expect(picture.instalments.map((item) => item.remainingCents)).toEqual([0, 30_000]);
    expect(picture.next).toMatchObject({ key: 'balance', remainingCents: 30_000 });
  });

  it('keeps cents through a partial payment', () => {
    const picture = paymentPicture(twoInstalments, [received(12_345)], '2026-10-01');
    expect(picture.instalments.map((item) => item.remainingCents)).toEqual([17_655, 79_000]);
    expect(picture.toPayCents).toBe(96_655);
  });

  it('has nothing next once everything is paid', () => {
    const picture = paymentPicture(twoInstalments, [received(30_000), received(79_000)], '2027-03-01');
    expect(picture.next).toBeNull();
    expect(picture.toPayCents).toBe(0);
    expect(picture.overdueCents).toBe(0);
  });
});

describe('the exact-amount rule', () => {
  const accepted = (payments: CountedPayment[], plan = twoInstalments) =>
    acceptedPaymentAmounts(paymentPicture(plan, payments, '2026-10-01'));

  it('accepts each unpaid instalment and the whole balance before anything is paid', () => {
    expect(accepted([])).toEqual([30_000, 79_000, 109_000]);
  });

  it('accepts only the balance once the deposit is received or waiting', () => {
    expect(accepted([received(30_000)])).toEqual([79_000]);
    expect(accepted([processing(30_000)])).toEqual([79_000]);
  });

  it('after a partial payment, accepts what is left of the instalment, the next one, and the sums', () => {
    expect(accepted([received(10_050)])).toEqual([19_950, 79_000, 98_950]);
  });

  it('accepts every run of consecutive instalments in a longer plan, never a run with a gap', () => {
    const plan: Instalment[] = [
      { key: 'deposit', label, amountCents: 100, dueDate: '2026-01-01' },
      { key: 'balance', label, amountCents: 200, dueDate: '2026-02-01' },
      { key: 'balance', label, amountCents: 400, dueDate: '2026-03-01' },
    ];
    // 100, 200, 400, 100+200, 200+400, 100+200+400; not 100+400 (a gap).
    expect(accepted([], plan)).toEqual([100, 200, 300, 400, 600, 700]);
  });

  it('refuses an amount that is not accepted, saying which are', () => {
    const picture = paymentPicture(twoInstalments, [], '2026-10-01');
    expect(paymentAmountRefusal(picture, 30_000)).toBeNull();
    expect(paymentAmountRefusal(picture, 109_000)).toBeNull();
    expect(paymentAmountRefusal(picture, 30_001)).toEqual({
      reason: 'not-accepted',
      accepted: [30_000, 79_000, 109_000],
    });
    expect(paymentAmountRefusal(picture, 29_999)?.reason).toBe('not-accepted');
    expect(paymentAmountRefusal(picture, 110_000)?.reason).toBe('not-accepted');
  });

  it('refuses more than the outstanding balance', () => {
    const picture = paymentPicture(twoInstalments, [received(30_000)], '2026-10-01');
    expect(paymentAmountRefusal(picture, 109_000)).toEqual({ reason: 'not-accepted', accepted: [79_000] });
  });

  it('refuses anything once everything is covered', () => {
    const picture = paymentPicture(twoInstalments, [received(30_000), processing(79_000)], '2026-10-01');
    expect(paymentAmountRefusal(picture, 79_000)).toEqual({ reason: 'nothing-to-pay', accepted: [] });
  });
});

describe('instalmentsSettled', () => {
  it('names the instalments each payment settles, in order', () => {
    const settled = instalmentsSettled(twoInstalments, [
      { id: 'a', amountCents: 20_000, status: 'approved' },
      { id: 'b', amountCents: 5_000, status: 'rejected' },
      { id: 'c', amountCents: 89_000, status: 'pending' },
    ]);
    expect(settled.get('a')).toEqual(['deposit']);
    expect(settled.get('b')).toEqual([]);
    expect(settled.get('c')).toEqual(['deposit', 'balance']);
  });
});

describe('parseEuroAmount', () => {
  it.each([
    ['300', 30_000],
    ['300.5', 30_050],
    ['300,50', 30_050],
    ['1.090,00', 109_000],
    ['1,090.00', 109_000],
    ['1 090', 109_000],
    ['€ 790', 79_000],
    ['0,01', 1],
  ])('reads %s as %i cents', (text, cents) => expect(parseEuroAmount(text)).toBe(cents));

  it.each(['', 'abc', '300.5055', '-300', '1,090,00', '1.090.00,5,5', '3e2', '300 €x'])('refuses %j', (text) =>
    expect(parseEuroAmount(text)).toBeNull(),
  );
});

describe('paymentClaimFormSchema', () => {
  const schema = paymentClaimFormSchema('2026-11-25');

  it('reads the amount into cents and takes a transfer made today', () => {
    expect(schema.parse({ amount: '300,00', transferDate: '2026-11-25' })).toEqual({
      amount: 30_000,
      transferDate: '2026-11-25',
    });
  });

  it('refuses a transfer dated in the future, a zero amount and words', () => {
    const result = schema.safeParse({ amount: '0', transferDate: '2026-11-26' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(messages).toEqual(['amount:validation.amount', 'transferDate:validation.dateInFuture']);
    expect(schema.safeParse({ amount: 'three hundred', transferDate: '2026-11-20' }).error?.issues[0]?.message).toBe(
      'validation.amount',
    );
  });
});

describe('recordedAmountRefusal', () => {
  it('lets staff record any amount up to what is left to pay, and nothing more', () => {
    const picture = paymentPicture(twoInstalments, [received(30_000)], '2026-10-01');
    expect(recordedAmountRefusal(picture, 12_345)).toBeNull();
    expect(recordedAmountRefusal(picture, 79_000)).toBeNull();
    expect(recordedAmountRefusal(picture, 79_001)).toEqual({ reason: 'over-balance', accepted: [79_000] });
    const paid = paymentPicture(twoInstalments, [received(109_000)], '2026-10-01');
    expect(recordedAmountRefusal(paid, 1)).toEqual({ reason: 'nothing-to-pay', accepted: [] });
  });
});

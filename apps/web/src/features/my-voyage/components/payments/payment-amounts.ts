import {
  acceptedPaymentAmounts,
  paymentAmountErrorDetailsSchema,
  type InstalmentStanding,
  type PaymentAmountRefusal,
  type PaymentPicture,
} from '@voyage/domain';
import { ApiRequestError } from '../../../../lib/api-client.ts';

/**
 * One amount the "I have paid" form offers (docs/product/my-voyage.md#i-have-paid): the next instalment
 * (which may be the whole balance), the whole balance, or a run of unpaid instalments, each an amount the
 * exact-amount rule accepts.
 */
export type AmountChoice = {
  cents: number;
  kind: 'next' | 'nextIsAll' | 'whole' | 'instalments';
  instalments: readonly InstalmentStanding[];
};

/** The consecutive unpaid instalments whose remaining amounts add up to `cents`, if any. */
function runOf(unpaid: readonly InstalmentStanding[], cents: number): InstalmentStanding[] {
  for (let start = 0; start < unpaid.length; start++) {
    let sum = 0;
    for (let end = start; end < unpaid.length; end++) {
      sum += unpaid[end]!.remainingCents;
      if (sum === cents) return unpaid.slice(start, end + 1);
    }
  }
  return [];
}

/** Every accepted amount once: the next instalment first, then the whole balance, then the others, smallest first. */
export function amountChoices(picture: PaymentPicture): AmountChoice[] {
  const accepted = acceptedPaymentAmounts(picture);
  const unpaid = picture.instalments.filter((instalment) => instalment.remainingCents > 0);
  const choices: AmountChoice[] = [];
  const { next, toPayCents } = picture;
  if (next && accepted.includes(next.remainingCents)) {
    const kind = next.remainingCents === toPayCents ? 'nextIsAll' : 'next';
    choices.push({ cents: next.remainingCents, kind, instalments: [next] });
  }
  if (toPayCents > 0 && accepted.includes(toPayCents) && !choices.some((choice) => choice.cents === toPayCents)) {
    choices.push({ cents: toPayCents, kind: 'whole', instalments: unpaid });
  }
  for (const cents of accepted) {
    if (choices.some((choice) => choice.cents === cents)) continue;
    choices.push({ cents, kind: 'instalments', instalments: runOf(unpaid, cents) });
  }
  return choices;
}

/** The refusal a 422 `PAYMENT_AMOUNT` carries (`details`), or null for any other answer. */
export function amountRefusalOf(error: unknown): PaymentAmountRefusal | null {
  if (!(error instanceof ApiRequestError) || error.body.code !== 'PAYMENT_AMOUNT') return null;
  const details = paymentAmountErrorDetailsSchema.safeParse((error.body as { details?: unknown }).details);
  return details.success ? details.data : { reason: 'not-accepted', accepted: [] };
}

import { cancellationFeeCents, type Cents, type CancellationStep, type LocalizedText } from '@voyage/domain';
import { euroText } from './text-format.ts';

/**
 * The cancellation schedule in the words of the terms, step by step from the furthest from the
 * departure ("more than 60 days before the departure, the deposit (€300); …"), written from the schedule
 * the trip applies (docs/product/payments.md#cancellation-and-refunds), so the two never differ.
 */
export function cancellationScheduleText(
  schedule: readonly CancellationStep[],
  priceCents: Cents,
  depositCents: Cents,
): LocalizedText {
  const steps = [...schedule].sort((a, b) => b.daysBefore - a.daysBefore);
  const parts = steps.map((step, index) => {
    const upper = index === 0 ? null : steps[index - 1]!.daysBefore - 1;
    const fee = euroText(cancellationFeeCents(step.fee, priceCents, depositCents));
    const when: LocalizedText =
      upper === null
        ? step.daysBefore === 0
          ? { el: 'οποτεδήποτε', en: 'at any time' }
          : {
              el: `περισσότερες από ${step.daysBefore - 1} ημέρες πριν από την αναχώρηση`,
              en: `more than ${step.daysBefore - 1} days before the departure`,
            }
        : step.daysBefore === 0
          ? { el: `${upper} ημέρες ή λιγότερο πριν`, en: `${upper} days or less before` }
          : { el: `από ${upper} έως ${step.daysBefore} ημέρες πριν`, en: `${upper} to ${step.daysBefore} days before` };
    const what: LocalizedText =
      step.fee.kind === 'deposit'
        ? { el: `η προκαταβολή (${fee.el})`, en: `the deposit (${fee.en})` }
        : step.fee.kind === 'percent'
          ? {
              el: `το ${step.fee.percent}% της τιμής (${fee.el})`,
              en: `${step.fee.percent}% of the price (${fee.en})`,
            }
          : { el: 'ολόκληρη η τιμή', en: 'the whole price' };
    return { el: `${when.el}, ${what.el}`, en: `${when.en}, ${what.en}` };
  });
  return { el: parts.map((part) => part.el).join('· '), en: parts.map((part) => part.en).join('; ') };
}

import { formatEuro, type CancellationMoney, type Locale } from '@voyage/domain';

/** The money of a cancellation as an e-mail carries it: cents as text, so the outbox row stays plain. */
export function cancellationMoneyData(money: CancellationMoney): Record<string, string> {
  return {
    paidCents: String(money.paidCents),
    keptCents: String(money.keptCents),
    refundCents: String(money.refundCents),
  };
}

/**
 * What the withdrawal and cancellation e-mails say of the money (docs/product/payments.md#refunds), in
 * the family's language: what was paid, what the schedule keeps, what goes back to the paying account.
 * Null when nothing was paid (or the e-mail was queued without the figures).
 */
export function cancellationMoneyParagraph(
  locale: Locale,
  data: { paidCents?: string; keptCents?: string; refundCents?: string },
): string | null {
  const paid = Number(data.paidCents ?? 0);
  if (!(paid > 0)) return null;
  const kept = formatEuro(Number(data.keptCents ?? 0), locale);
  const refund = Number(data.refundCents ?? 0);
  const owed = formatEuro(refund, locale);
  const paidText = formatEuro(paid, locale);
  if (locale === 'el') {
    return refund > 0
      ? `Έχετε πληρώσει ${paidText}. Σύμφωνα με τους όρους ακύρωσης του ταξιδιού κρατούνται ${kept} και σας επιστρέφονται ${owed}, με έμβασμα στον λογαριασμό από τον οποίο ήρθαν τα χρήματα.`
      : `Έχετε πληρώσει ${paidText}. Σύμφωνα με τους όρους ακύρωσης του ταξιδιού κρατείται ολόκληρο το ποσό (${kept}) και δεν επιστρέφονται χρήματα.`;
  }
  return refund > 0
    ? `You have paid ${paidText}. Under the trip's cancellation terms, ${kept} is kept and ${owed} will be refunded by bank transfer to the account the money came from.`
    : `You have paid ${paidText}. Under the trip's cancellation terms, the whole amount (${kept}) is kept and nothing is refunded.`;
}

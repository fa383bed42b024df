import { createHash } from 'node:crypto';
import type { StatementLine } from '@voyage/domain';

/** A line as a reader makes it, before it has its import key. */
export type LineDraft = Omit<StatementLine, 'importKey'>;

/**
 * Each line with its import key (docs/product/payments.md#bank-statements): the bank's own reference
 * (`bank:<reference>`), else a SHA-256 of the booking date, amount, currency, direction, text and payer's
 * IBAN, and how many identical lines came before it in the file (`sha256:<hex>`). So the same statement,
 * or one of an overlapping period, gives its lines the same keys again, and two identical transfers of
 * one day are still two lines.
 */
export function withImportKeys(drafts: readonly LineDraft[]): StatementLine[] {
  const seen = new Map<string, number>();
  return drafts.map((draft) => {
    if (draft.bankReference) return { importKey: `bank:${draft.bankReference}`, ...draft };
    const fields = [
      draft.bookingDate ?? draft.valueDate ?? '',
      String(draft.amountCents),
      draft.currency,
      draft.direction,
      draft.text,
      draft.payerIban ?? '',
    ];
    const identity = JSON.stringify(fields);
    const occurrence = seen.get(identity) ?? 0;
    seen.set(identity, occurrence + 1);
    const hash = createHash('sha256')
      .update(JSON.stringify([...fields, occurrence]))
      .digest('hex');
    return { importKey: `sha256:${hash}`, ...draft };
  });
}

/** Cents of a decimal amount as a bank writes it (`1090.5`, `1090.50`), exactly; null for anything else. */
export function decimalCents(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

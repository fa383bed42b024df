import {
  paymentAmountRefusal,
  paymentClaimFormSchema,
  type PaymentAmountRefusal,
  type PaymentPicture,
} from '@voyage/domain';
import { documentFileProblem } from '../../../../components/upload/document-file.ts';
import type { FileProblem } from '../../../../components/upload/family-upload-dialog.tsx';

/** The radio value of "Another amount"; the others are amounts in cents. */
export const OTHER_AMOUNT = 'other';

export type ClaimValues = { choice: string; otherAmount: string; transferDate: string };

/** A field's problem: an i18n key (a schema's or the API's message) or the exact-amount rule's refusal. */
export type AmountProblem = { key: string } | { refusal: PaymentAmountRefusal };

export type ClaimProblems = { amount?: AmountProblem; transferDate?: string; file?: FileProblem };
export type Claim = { amountCents: number; transferDate: string; file: File };

/** Cents written as the form's text would be (`300.00`), for a chosen amount to go through the same schema. */
const centsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The "I have paid" form checked as the API will check it (docs/product/my-voyage.md#i-have-paid): the
 * amount and the date with `paymentClaimFormSchema`, the amount against the exact-amount rule on the
 * picture the family sees, and the receipt as the registration's document step checks it.
 */
export function checkClaim(
  values: ClaimValues,
  file: File | null,
  picture: PaymentPicture,
  today: string,
): { claim: Claim; problems?: undefined } | { claim?: undefined; problems: ClaimProblems } {
  const problems: ClaimProblems = {};
  const amountText =
    values.choice === OTHER_AMOUNT
      ? values.otherAmount
      : /^\d+$/.test(values.choice)
        ? centsText(Number(values.choice))
        : '';
  const parsed = paymentClaimFormSchema(today).safeParse({ amount: amountText, transferDate: values.transferDate });
  let amountCents: number | undefined;
  if (parsed.success) {
    amountCents = parsed.data.amount;
  } else {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'amount') problems.amount ??= { key: issue.message };
      if (field === 'transferDate') problems.transferDate ??= issue.message;
    }
    if (!problems.amount) {
      const amount = paymentClaimFormSchema(today).shape.amount.safeParse(amountText);
      if (amount.success) amountCents = amount.data;
    }
  }
  if (amountCents !== undefined) {
    const refusal = paymentAmountRefusal(picture, amountCents);
    if (refusal) problems.amount = { refusal };
  }
  if (!file) problems.file = { required: true };
  else {
    const problem = documentFileProblem(file);
    if (problem) problems.file = { problem };
  }
  if (problems.amount || problems.transferDate || problems.file || !parsed.success || amountCents === undefined)
    return { problems };
  return { claim: { amountCents, transferDate: parsed.data.transferDate, file: file! } };
}

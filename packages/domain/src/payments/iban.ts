import { z } from 'zod';
import { compactIban } from './statement-line.ts';

/**
 * International bank account numbers (ISO 13616), as a refund is sent to one
 * (docs/product/payments.md#refunds): two letters of the country, two check digits, then up to 30
 * letters and digits; valid when the number read with the first four characters moved to the end, each
 * letter as 10 … 35, leaves 1 divided by 97.
 */

/** The remainder of the digits (letters as 10 … 35) divided by 97, read a piece at a time. */
export function mod97(text: string): number {
  let remainder = 0;
  for (const character of text) {
    const value = Number.parseInt(character, 36);
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder;
}

/** Whether the text is an IBAN of the standard's shape whose check digits hold. */
export function isValidIban(text: string): boolean {
  const iban = compactIban(text);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/.test(iban)) return false;
  return mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1;
}

/** An IBAN field: typed with or without spaces, kept compact. */
export const ibanSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .transform(compactIban)
  .refine(isValidIban, { error: 'validation.iban' });

/** An IBAN grouped in fours, as people read it: `CY17 0020 0128 …`. */
export function groupedIban(iban: string): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

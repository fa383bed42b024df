/**
 * ISO 11649 creditor references (`RF` references), the structured reference a bank transfer carries
 * (docs/product/payments.md#payment-reference). A reference is `RF`, two check digits, then 1 to 21
 * Latin letters and digits; it is valid when, its first four characters moved to the end and each letter
 * read as a number (A = 10 … Z = 35), the number modulo 97 is 1, as for an IBAN. Each approved
 * registration's reference is made from its personal code (`PAR27-0043` → `RF.. PAR270043`), so the
 * family quotes one thing and the bank checks it for typing mistakes.
 */

const BODY_PATTERN = /^[A-Z0-9]{1,21}$/;
const REFERENCE_PATTERN = /^RF\d{2}[A-Z0-9]{1,21}$/;

/** The remainder modulo 97 of a reference's characters read as digits, computed in pieces small enough to stay exact. */
function mod97(characters: string): number {
  let remainder = 0;
  for (const character of characters) {
    const value = Number.parseInt(character, 36);
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder;
}

/** A reference as typed or printed (`rf18 5390 0754 7034`) as it is kept and compared: no spaces, capitals. */
export function compactCreditorReference(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The body a personal code makes (`PAR27-0043` → `PAR270043`): its Latin letters and digits, in capitals. */
export function creditorReferenceBody(personalCode: string): string {
  const body = personalCode.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (!BODY_PATTERN.test(body)) throw new RangeError(`No creditor reference can be made of "${personalCode}"`);
  return body;
}

/** The creditor reference of a body of 1 to 21 Latin letters and digits: `RF`, its check digits, the body. */
export function creditorReferenceOf(body: string): string {
  if (!BODY_PATTERN.test(body)) throw new RangeError(`"${body}" is not a creditor reference's body`);
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, '0')}${body}`;
}

/** The creditor reference of a registration with this personal code. */
export function creditorReferenceForCode(personalCode: string): string {
  return creditorReferenceOf(creditorReferenceBody(personalCode));
}

/** Whether a text is a valid creditor reference, spaces and letter case aside. */
export function isValidCreditorReference(text: string): boolean {
  const reference = compactCreditorReference(text);
  if (!REFERENCE_PATTERN.test(reference)) return false;
  return mod97(`${reference.slice(4)}${reference.slice(0, 4)}`) === 1;
}

/** A reference for reading: in groups of four (`RF18 5390 0754 7034`). Copied, it is written compact. */
export function formatCreditorReference(reference: string): string {
  return compactCreditorReference(reference).replace(/(.{4})(?=.)/g, '$1 ');
}

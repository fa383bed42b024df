export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

// Web addresses only: a message can never turn into a `javascript:` or `data:` link.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// Sentence punctuation right after an address belongs to the sentence, not the address.
const TRAILING = /[.,;:!?)\]}]+$/;

/** Splits a plain-text e-mail into text and http(s) links, in order, losing nothing. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const href = raw.replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

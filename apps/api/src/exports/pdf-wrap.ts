import type { PDFFont } from 'pdf-lib';
import { BREAKS, textWidth } from './pdf-columns.ts';

/** Lines of at most `width` points; a word longer than a line is cut where it must be. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(BREAKS).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(font, candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (rest.length > 1 && textWidth(font, rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && textWidth(font, rest.slice(0, cut), size) > width) cut -= 1;
        // A double-barrelled name breaks after its hyphen rather than inside a part, an address before
        // its @ or after a dot.
        const after = Math.max(rest.lastIndexOf('-', cut - 1), rest.lastIndexOf('.', cut - 1)) + 1;
        const before = rest.lastIndexOf('@', cut);
        const at = Math.max(after, before);
        if (at > 0) cut = at;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
  }
  return lines.length > 0 ? lines : [''];
}

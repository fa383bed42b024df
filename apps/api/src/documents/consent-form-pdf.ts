import type { Locale } from '@voyage/domain';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedDejaVuFonts } from '../files/dejavu-fonts.ts';
import { formatCalendarDay } from '../mail/templates/calendar-day.ts';
import { consentFormWords, type ConsentFormWords } from './consent-form-texts.ts';

/** What the consent form is filled in with (docs/product/documents.md#consent-form). */
export type ConsentFormData = {
  locale: Locale;
  tripTitle: string;
  tripStartsOn: string;
  tripEndsOn: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  schoolName: string;
  personalCode: string | null;
  guardianName: string;
  consentDeadline: string | null;
};

// A4 in points, with margins wide enough for a hole punch.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { side: 56, top: 60, bottom: 64 };
const TEXT_WIDTH = PAGE.width - 2 * MARGIN.side;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.7, 0.7, 0.74);

/** Lines of at most `width` points; a word longer than a line is cut where it must be. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

type Style = { font: PDFFont; size: number; color?: ReturnType<typeof rgb>; lineHeight?: number };

/** A cursor down the pages: text is written where it stands and a new page starts when one is full. */
class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly footer: { text: string; font: PDFFont },
  ) {
    this.page = this.addPage();
    this.y = PAGE.height - MARGIN.top;
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height]);
    page.drawText(this.footer.text, {
      x: MARGIN.side,
      y: MARGIN.bottom / 2,
      size: 8,
      font: this.footer.font,
      color: MUTED,
    });
    return page;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  room(height: number): void {
    if (this.y - height >= MARGIN.bottom) return;
    this.page = this.addPage();
    this.y = PAGE.height - MARGIN.top;
  }

  text(text: string, style: Style, { x = MARGIN.side, width = TEXT_WIDTH } = {}): void {
    const lineHeight = style.lineHeight ?? style.size * 1.4;
    for (const line of wrap(text, style.font, style.size, width)) {
      this.room(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, {
        x,
        y: this.y + lineHeight * 0.25,
        size: style.size,
        font: style.font,
        color: style.color ?? INK,
      });
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  rule(x = MARGIN.side, width = TEXT_WIDTH): void {
    this.page.drawLine({ start: { x, y: this.y }, end: { x: x + width, y: this.y }, thickness: 0.6, color: RULE });
  }
}

function calendarRange(startsOn: string, endsOn: string, locale: Locale): string {
  return `${formatCalendarDay(startsOn, locale)} – ${formatCalendarDay(endsOn, locale)}`;
}

/** A birth date as forms write it in both languages: 14/03/2012. */
function numericDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

function layOut(
  writer: Writer,
  words: ConsentFormWords,
  data: ConsentFormData & { tripDates: string },
  fonts: Record<'regular' | 'bold', PDFFont>,
) {
  const body: Style = { font: fonts.regular, size: 10.5, lineHeight: 15.5 };
  const heading: Style = { font: fonts.bold, size: 12, lineHeight: 18 };

  writer.text(words.title, { font: fonts.bold, size: 19, lineHeight: 25 });
  writer.gap(4);
  writer.text(data.tripTitle, { font: fonts.bold, size: 12.5, lineHeight: 18 });
  writer.text(data.tripDates, { font: fonts.regular, size: 11, color: MUTED, lineHeight: 16 });
  writer.gap(10);
  writer.rule();
  writer.gap(16);

  writer.text(words.travellerHeading, heading);
  writer.gap(2);
  const labelWidth = 150;
  const rows: [string, string][] = [
    [words.labels.fullName, `${data.firstName} ${data.lastName}`],
    [words.labels.dateOfBirth, numericDate(data.dateOfBirth)],
    [words.labels.school, data.schoolName],
    [words.labels.personalCode, data.personalCode ?? '—'],
    [words.labels.guardianName, data.guardianName],
  ];
  for (const [label, value] of rows) {
    const valueLines = wrap(value, fonts.bold, 11, TEXT_WIDTH - labelWidth);
    const height = 8 + valueLines.length * 16;
    writer.room(height);
    const top = writer.y;
    writer.text(label, { font: fonts.regular, size: 10, color: MUTED, lineHeight: 16 }, { width: labelWidth - 8 });
    writer.y = top;
    writer.text(
      value,
      { font: fonts.bold, size: 11, lineHeight: 16 },
      {
        x: MARGIN.side + labelWidth,
        width: TEXT_WIDTH - labelWidth,
      },
    );
    writer.y = Math.min(writer.y, top - 16) - 6;
    writer.rule();
  }
  writer.gap(22);

  writer.text(words.consentHeading, heading);
  writer.gap(4);
  for (const paragraph of words.paragraphs) {
    writer.text(paragraph, body);
    writer.gap(7);
  }
  writer.gap(18);

  writer.room(110);
  writer.text(words.signatureHeading, heading);
  writer.gap(44);
  const half = (TEXT_WIDTH - 32) / 2;
  const right = MARGIN.side + half + 32;
  writer.rule(MARGIN.side, half);
  writer.rule(right, half);
  const lineY = writer.y;
  writer.text(words.placeAndDate, { font: fonts.regular, size: 9.5, color: MUTED }, { width: half });
  writer.y = lineY;
  writer.text(words.signature, { font: fonts.regular, size: 9.5, color: MUTED }, { x: right, width: half });
  writer.text(data.guardianName, { font: fonts.regular, size: 10 }, { x: right, width: half });
  writer.gap(26);

  writer.text(words.uploadHint, { font: fonts.regular, size: 9.5, color: MUTED });
}

/**
 * The trip's consent form for one traveller, as a PDF in `data.locale`: the trip, the traveller's and
 * guardian's names filled in, the declaration, and lines for the place, date and signature.
 */
export async function renderConsentForm(data: ConsentFormData): Promise<Uint8Array> {
  const tripDates = calendarRange(data.tripStartsOn, data.tripEndsOn, data.locale);
  const words = consentFormWords(data.locale, {
    tripTitle: data.tripTitle,
    tripDates,
    deadline: data.consentDeadline ? formatCalendarDay(data.consentDeadline, data.locale) : null,
  });
  const doc = await PDFDocument.create();
  const fonts = await embedDejaVuFonts(doc);
  doc.setTitle(`${words.title} · ${data.firstName} ${data.lastName}`, { showInWindowTitleBar: true });
  doc.setSubject(data.tripTitle);
  doc.setLanguage(data.locale === 'el' ? 'el-GR' : 'en-GB');
  doc.setCreator('Voyage');
  doc.setProducer('Voyage');
  layOut(new Writer(doc, { text: words.footer, font: fonts.regular }), words, { ...data, tripDates }, fonts);
  return doc.save();
}

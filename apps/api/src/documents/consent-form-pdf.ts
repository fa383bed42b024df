import type { Locale } from '@voyage/domain';
import type { DejaVuFonts } from '../files/dejavu-fonts.ts';
import { labelledRow, MARGIN, MUTED, startFormPdf, TEXT_WIDTH, type Style, type Writer } from '../files/pdf-writer.ts';
import { formatCalendarDay, formatCalendarRange, numericDate } from '../mail/templates/calendar-day.ts';
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

function layOut(
  writer: Writer,
  words: ConsentFormWords,
  data: ConsentFormData & { tripDates: string },
  fonts: DejaVuFonts,
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
  const rows: [string, string][] = [
    [words.labels.fullName, `${data.firstName} ${data.lastName}`],
    [words.labels.dateOfBirth, numericDate(data.dateOfBirth)],
    [words.labels.school, data.schoolName],
    [words.labels.personalCode, data.personalCode ?? '—'],
    [words.labels.guardianName, data.guardianName],
  ];
  for (const [label, value] of rows) labelledRow(writer, fonts, label, value, 150);
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
  const tripDates = formatCalendarRange(data.tripStartsOn, data.tripEndsOn, data.locale);
  const words = consentFormWords(data.locale, {
    tripTitle: data.tripTitle,
    tripDates,
    deadline: data.consentDeadline ? formatCalendarDay(data.consentDeadline, data.locale) : null,
  });
  const { doc, fonts, writer } = await startFormPdf({
    title: `${words.title} · ${data.firstName} ${data.lastName}`,
    subject: data.tripTitle,
    language: data.locale === 'el' ? 'el-GR' : 'en-GB',
    footer: words.footer,
  });
  layOut(writer, words, { ...data, tripDates }, fonts);
  return doc.save();
}

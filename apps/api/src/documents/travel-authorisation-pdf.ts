import { countryName, type Flight, type IdDocumentType, type TravelAuthorisationLanguage } from '@voyage/domain';
import type { DejaVuFonts } from '../files/dejavu-fonts.ts';
import { labelledRow, MARGIN, MUTED, startFormPdf, TEXT_WIDTH, type Style, type Writer } from '../files/pdf-writer.ts';
import { formatCalendarDay, formatCalendarRange, numericDate } from '../mail/templates/calendar-day.ts';
import { travelAuthorisationWords, type TravelAuthorisationWords } from './travel-authorisation-texts.ts';

/** What the travel authorisation letter is filled in with (docs/product/documents.md#travel-authorisation-letter). */
export type TravelAuthorisationData = {
  language: TravelAuthorisationLanguage;
  tripTitle: string;
  /** Where the trip goes, as the trip is named ("Paris"). */
  destination: string;
  tripStartsOn: string;
  tripEndsOn: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** ISO 3166-1 alpha-2, named in the letter's language; null leaves a blank. */
  nationality: string | null;
  /** The identity document as the family described it; null leaves blanks to fill in by hand. */
  idDocument: { type: IdDocumentType; number: string } | null;
  guardianName: string;
  /** The school's departure: its hotel, flights and escorts; null while the school has none. */
  departure: { hotel: string; flights: readonly Flight[]; escorts: readonly string[] } | null;
  /** The last day to upload the signed letter. */
  dueDate: string;
};

const LABEL_WIDTH = 150;
/** Rows set closer than the consent form's, so the letter and its signatures fit one page. */
const ROW = { lineHeight: 14, padding: 4 };
/** The signatures' heading and the two columns of lines under it. */
const SIGNATURES_HEIGHT = 17 + 14 + (6 + 14 + 10.5) * 3 + (24 + 14 + 10.5);
const LANGUAGE_TAGS: Record<TravelAuthorisationLanguage, string> = { el: 'el-GR', en: 'en-GB', fr: 'fr-FR' };

const flightText = (flight: Flight) =>
  `${flight.flightNumber} · ${flight.from} → ${flight.to} · ${numericDate(flight.date)} ${flight.departureTime}`;

function childRows(writer: Writer, fonts: DejaVuFonts, words: TravelAuthorisationWords, data: TravelAuthorisationData) {
  const rows: [string, string][] = [
    [words.labels.surname, data.lastName],
    [words.labels.givenNames, data.firstName],
    [words.labels.dateOfBirth, numericDate(data.dateOfBirth)],
    [words.labels.nationality, data.nationality ? countryName(data.nationality, data.language) : words.byHand],
    [words.labels.document, data.idDocument ? words.documentTypes[data.idDocument.type] : words.byHand],
    [words.labels.documentNumber, data.idDocument?.number ?? words.byHand],
  ];
  for (const [label, value] of rows) labelledRow(writer, fonts, label, value, LABEL_WIDTH, ROW);
}

function tripRows(
  writer: Writer,
  fonts: DejaVuFonts,
  words: TravelAuthorisationWords,
  data: TravelAuthorisationData & { tripDates: string },
) {
  const labels = words.tripLabels;
  const rows: [string, string][] = [
    [labels.trip, data.tripTitle],
    [labels.destination, data.destination],
    [labels.dates, data.tripDates],
  ];
  if (data.departure) {
    if (data.departure.hotel) rows.push([labels.accommodation, data.departure.hotel]);
    for (const flight of data.departure.flights) rows.push([labels[flight.direction], flightText(flight)]);
  }
  const escorts = data.departure?.escorts ?? [];
  rows.push([labels.escorts, escorts.length ? escorts.join(', ') : words.escortsToCome]);
  for (const [label, value] of rows) labelledRow(writer, fonts, label, value, LABEL_WIDTH, ROW);
}

/** One guardian's column: a line for each of name, ID number, signature, place and date, each named under it. */
function guardianColumn(
  writer: Writer,
  fonts: DejaVuFonts,
  words: TravelAuthorisationWords,
  { x, width, heading, name }: { x: number; width: number; heading: string; name: string | null },
) {
  const small: Style = { font: fonts.regular, size: 8.5, color: MUTED, lineHeight: 10.5 };
  writer.text(heading, { font: fonts.bold, size: 10, lineHeight: 14 }, { x, width });
  const fields = words.signatureLabels;
  const lines: [label: string, value: string | null, space: number][] = [
    [fields.fullName, name, 6],
    [fields.idNumber, null, 6],
    // Room for a signature.
    [fields.signature, null, 24],
    [fields.placeAndDate, null, 6],
  ];
  for (const [label, value, space] of lines) {
    writer.gap(space);
    if (value) writer.text(value, { font: fonts.regular, size: 10.5, lineHeight: 14 }, { x, width });
    else writer.gap(14);
    writer.rule(x, width);
    writer.text(label, small, { x, width });
  }
}

function layOut(
  writer: Writer,
  words: TravelAuthorisationWords,
  data: TravelAuthorisationData & { tripDates: string },
  fonts: DejaVuFonts,
) {
  const body: Style = { font: fonts.regular, size: 10, lineHeight: 14.5 };
  const heading: Style = { font: fonts.bold, size: 11.5, lineHeight: 17 };

  writer.text(words.title, { font: fonts.bold, size: 17, lineHeight: 22 });
  writer.text(words.subtitle, { font: fonts.regular, size: 10.5, color: MUTED, lineHeight: 14 });
  writer.gap(4);
  writer.rule();
  writer.gap(10);

  writer.text(words.childHeading, heading);
  childRows(writer, fonts, words, data);
  writer.gap(8);
  writer.text(words.tripHeading, heading);
  tripRows(writer, fonts, words, data);
  writer.gap(8);

  writer.text(words.declarationHeading, heading);
  for (const paragraph of words.paragraphs) {
    writer.text(paragraph, body);
    writer.gap(4);
  }
  writer.gap(4);

  // The two columns of signatures stay together on one page.
  writer.room(SIGNATURES_HEIGHT);
  writer.text(words.signaturesHeading, heading);
  const gutter = 28;
  const half = (TEXT_WIDTH - gutter) / 2;
  const top = writer.y;
  guardianColumn(writer, fonts, words, {
    x: MARGIN.side,
    width: half,
    heading: words.guardians[0],
    name: data.guardianName,
  });
  const bottom = writer.y;
  writer.y = top;
  guardianColumn(writer, fonts, words, {
    x: MARGIN.side + half + gutter,
    width: half,
    heading: words.guardians[1],
    name: null,
  });
  writer.y = Math.min(writer.y, bottom);
  writer.gap(10);

  const note: Style = { ...body, size: 9, color: MUTED, lineHeight: 12.5 };
  writer.text(words.soleGuardian, note);
  writer.gap(3);
  writer.text(words.uploadHint, note);
}

/**
 * The travel authorisation letter for one traveller, as a PDF in `data.language`: the child as their passport or
 * ID card writes them, the trip with its dates, flights and escorts, the parents' declaration, and the lines for
 * both guardians to sign.
 */
export async function renderTravelAuthorisation(data: TravelAuthorisationData): Promise<Uint8Array> {
  const tripDates = formatCalendarRange(data.tripStartsOn, data.tripEndsOn, data.language);
  const words = travelAuthorisationWords(data.language, {
    tripTitle: data.tripTitle,
    tripDates,
    destination: data.destination,
    dueDate: formatCalendarDay(data.dueDate, data.language),
  });
  const { doc, fonts, writer } = await startFormPdf({
    title: `${words.title} · ${data.firstName} ${data.lastName}`,
    subject: data.tripTitle,
    language: LANGUAGE_TAGS[data.language],
    footer: words.footer,
  });
  layOut(writer, words, { ...data, tripDates }, fonts);
  return doc.save();
}

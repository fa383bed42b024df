import {
  formatCreditorReference,
  formatEuro,
  type Locale,
  type PaymentPicture,
  type RegistrationStatus,
} from '@voyage/domain';
import type { DejaVuFonts } from '../files/dejavu-fonts.ts';
import { labelledRow, MUTED, startFormPdf, type Style, type Writer } from '../files/pdf-writer.ts';
import { formatCalendarDay } from '../mail/templates/calendar-day.ts';
import { confirmationWords, type ConfirmationWords } from './confirmation-texts.ts';

/** One thing the family still has to do, as the confirmation lists it. */
export type ConfirmationTodo =
  | { kind: 'pay'; amountCents: number; label: string; dueDate: string; overdue: boolean }
  | { kind: 'consent'; deadline: string | null }
  | {
      kind:
        | 'consentAgain'
        | 'idDocument'
        | 'idDocumentAgain'
        | 'travelAuthorisation'
        | 'travelAuthorisationAgain'
        | 'health'
        | 'waitForReview'
        | 'closed';
    };

/** What the printable confirmation is written from (docs/product/my-voyage.md#printable-confirmation). */
export type ConfirmationData = {
  locale: Locale;
  /** The day it is printed, `YYYY-MM-DD` in the trip's calendar. */
  today: string;
  tripTitle: string;
  startsOn: string;
  endsOn: string;
  /** The school's departure: its name and flights, or null while the school has none. */
  departure: { label: string; flights: string[] } | null;
  firstName: string;
  lastName: string;
  schoolName: string;
  status: RegistrationStatus;
  personalCode: string | null;
  paymentReference: string | null;
  priceCents: number;
  /** Where the money goes, once approved: the beneficiary and the IBAN. */
  payee: { beneficiary: string; iban: string } | null;
  /** The plan as this traveller owes it, null before approval (no plan is owed yet). */
  picture: PaymentPicture | null;
  instalmentLabels: Record<string, string>;
  todos: ConfirmationTodo[];
};

const LABEL_WIDTH = 170;

const row = (writer: Writer, fonts: DejaVuFonts, label: string, value: string) =>
  labelledRow(writer, fonts, label, value, LABEL_WIDTH);

function heading(writer: Writer, fonts: DejaVuFonts, text: string) {
  writer.gap(18);
  writer.room(60);
  writer.text(text, { font: fonts.bold, size: 12.5, lineHeight: 18 });
  writer.gap(2);
}

function todoText(words: ConfirmationWords, todo: ConfirmationTodo, money: (cents: number) => string, day: Day) {
  switch (todo.kind) {
    case 'pay':
      return (todo.overdue ? words.todo.payOverdue : words.todo.pay)(
        money(todo.amountCents),
        todo.label,
        day(todo.dueDate),
      );
    case 'consent':
      return words.todo.consent(todo.deadline ? day(todo.deadline) : null);
    default:
      return words.todo[todo.kind];
  }
}

type Day = (isoDate: string) => string;

function layOut(writer: Writer, words: ConfirmationWords, data: ConfirmationData, fonts: DejaVuFonts) {
  const day: Day = (isoDate) => formatCalendarDay(isoDate, data.locale);
  const money = (cents: number) => formatEuro(cents, data.locale);
  const body: Style = { font: fonts.regular, size: 10.5, lineHeight: 15.5 };

  writer.text(words.title, { font: fonts.bold, size: 19, lineHeight: 25 });
  writer.text(words.printedOn(day(data.today)), { font: fonts.regular, size: 10, color: MUTED, lineHeight: 15 });
  writer.gap(8);
  writer.rule();

  heading(writer, fonts, words.tripHeading);
  row(writer, fonts, words.labels.trip, data.tripTitle);
  row(writer, fonts, words.labels.dates, `${day(data.startsOn)} – ${day(data.endsOn)}`);
  if (data.departure) {
    row(writer, fonts, words.labels.departure, data.departure.label);
    if (data.departure.flights.length) row(writer, fonts, words.labels.flights, data.departure.flights.join(' · '));
  }

  heading(writer, fonts, words.travellerHeading);
  row(writer, fonts, words.labels.fullName, `${data.firstName} ${data.lastName}`);
  row(writer, fonts, words.labels.school, data.schoolName);
  row(writer, fonts, words.labels.status, words.status[data.status]);
  row(writer, fonts, words.labels.personalCode, data.personalCode ?? words.notYet);
  row(
    writer,
    fonts,
    words.labels.paymentReference,
    data.paymentReference ? formatCreditorReference(data.paymentReference) : words.notYet,
  );

  if (data.picture) {
    const picture = data.picture;
    heading(writer, fonts, words.paymentHeading);
    row(writer, fonts, words.labels.price, money(data.priceCents));
    if (data.payee) row(writer, fonts, words.labels.beneficiary, `${data.payee.beneficiary} · ${data.payee.iban}`);
    for (const instalment of picture.instalments) {
      const state =
        instalment.remainingCents === 0
          ? instalment.receivedCents === instalment.amountCents
            ? words.instalment.paid
            : words.instalment.processing
          : instalment.overdue
            ? words.instalment.overdue
            : words.instalment.owed;
      const label = data.instalmentLabels[instalment.key] ?? instalment.key;
      row(
        writer,
        fonts,
        `${label}, ${words.instalment.due} ${day(instalment.dueDate)}`,
        `${money(instalment.amountCents)} · ${state}`,
      );
    }
    row(writer, fonts, words.labels.received, money(picture.receivedCents));
    if (picture.processingCents > 0) row(writer, fonts, words.labels.processing, money(picture.processingCents));
    row(writer, fonts, words.labels.toPay, money(picture.toPayCents));
  }

  heading(writer, fonts, words.todoHeading);
  if (data.todos.length === 0) writer.text(words.todo.nothing, body);
  for (const todo of data.todos) {
    writer.text(`•  ${todoText(words, todo, money, day)}`, body);
    writer.gap(4);
  }
}

/**
 * The family's printable confirmation for one traveller, in `data.locale`: the trip, the traveller, the
 * personal code and payment reference, the status, the payment plan and what is still to do.
 */
export async function renderConfirmation(data: ConfirmationData): Promise<Uint8Array> {
  const words = confirmationWords(data.locale);
  const { doc, fonts, writer } = await startFormPdf({
    title: `${words.title} · ${data.firstName} ${data.lastName}`,
    subject: data.tripTitle,
    language: data.locale === 'el' ? 'el-GR' : 'en-GB',
    footer: words.footer(data.tripTitle),
  });
  layOut(writer, words, data, fonts);
  return doc.save();
}

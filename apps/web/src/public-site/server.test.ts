import {
  DEMO_CANCELLATION_SCHEDULE,
  LOCALES,
  RETENTION_POLICY,
  type PublicDeparture,
  type PublicPageContent,
  type PublicPageInput,
  type Trip,
} from '@voyage/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderer } from './server.tsx';

const template = readFileSync(new URL('../../public-site.html', import.meta.url), 'utf8');
const text = (el: string, en: string) => ({ el, en });

const trip: Trip = {
  id: 7,
  name: text('Παρίσι', 'Paris'),
  year: 2027,
  active: true,
  title: text('Παρίσι 2027', 'Paris 2027'),
  intro: text('Πρώτη παράγραφος.\n\nΔεύτερη παράγραφος.', 'First paragraph.\n\nSecond paragraph.'),
  missions: [text('Να μιλήσουν γαλλικά', 'To speak French')],
  package: [text('Πτήσεις', 'Flights')],
  schedule: [
    { day: 1, title: text('Άφιξη', 'Arrival'), activities: [{ activity: 'Flight', el: 'Πτήση', en: 'Flight' }] },
    { day: 2, title: text('Λούβρο', 'The Louvre'), activities: [{ activity: 'Louvre', el: 'Λούβρο', en: 'Louvre' }] },
  ],
  usefulInfo: [
    { title: text('Αποσκευές', 'Luggage'), body: text('Μία βαλίτσα.', 'One suitcase.') },
    { title: text('Χρήματα', 'Money'), body: text('Ευρώ.', 'Euro.') },
  ],
  documents: [{ key: 'terms', title: text('Όροι', 'Terms'), body: text('Οι όροι.', 'The terms.') }],
  totalPriceCents: 109_000,
  secondChildPriceCents: null,
  laterChildPriceCents: null,
  payments: [{ key: 'deposit', label: text('Προκαταβολή', 'Deposit'), amountCents: 30_000, dueDate: '2026-11-15' }],
  bankDetails: {} as Trip['bankDetails'],
  cancellationSchedule: DEMO_CANCELLATION_SCHEDULE,
  registrationOpensAt: '2026-09-01T00:00:00.000Z',
  registrationClosesAt: '2027-01-31T00:00:00.000Z',
  startsOn: '2027-03-18',
  endsOn: '2027-03-30',
  consentDeadlineDays: 14,
  paymentGraceDays: 14,
  idRetentionDays: 90,
  healthFreezeDays: 14,
  correctionsFreezeDays: 21,
  capacity: 300,
  waitingListOfferDays: 5,
  autoApproveOffers: false,
  keepSiblingsTogether: true,
  fairAllocation: false,
  allocationWindowDays: 7,
  schoolMinimumShare: null,
  drawSeed: null,
  instituteEmergencyPhone: null,
  insurerName: null,
  insurerEmergencyPhone: null,
  insurancePolicyNumber: null,
  updatedAt: '2026-08-01T00:00:00.000Z',
};

const departure: PublicDeparture = {
  id: 3,
  tripId: 7,
  label: text('Αναχώρηση Α', 'Departure A'),
  outboundDate: '2027-03-18',
  inboundDate: '2027-03-23',
  carrier: 'Aegean Airlines',
  hotel: 'Hôtel Lumière',
  flights: [
    {
      direction: 'outbound',
      flightNumber: 'A3 610',
      date: '2027-03-18',
      from: 'LCA',
      to: 'CDG',
      departureTime: '07:20:00',
      arrivalTime: '10:45:00',
    },
  ],
};

const OPEN = '2026-12-01T10:00:00.000Z';
const CLOSED = '2027-02-15T10:00:00.000Z';

function render(content: PublicPageContent, overrides: Partial<PublicPageInput> = {}): string {
  return renderer.renderPublicPage(
    { content, locale: 'el', activeTrip: trip, viewer: 'visitor', now: OPEN, ...overrides },
    template,
  );
}

const CONTENTS: PublicPageContent[] = [
  { kind: 'landing', trip, departures: [departure] },
  { kind: 'landing', trip, departures: [] },
  { kind: 'usefulInfo', trip },
  { kind: 'docs', trip },
  { kind: 'dataRetention', trip },
  { kind: 'dataRetention', trip: null },
  { kind: 'accessibility' },
  { kind: 'usefulInfo', trip: null },
  { kind: 'tripNotFound' },
  { kind: 'noActiveTrip' },
];

describe('the public pages the server renders', () => {
  it.each(LOCALES.flatMap((locale) => CONTENTS.map((content) => [locale, content] as const)))(
    'in %s, %o has every text translated and the language on <html>',
    (locale, content) => {
      const html = render(content, { locale });
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).not.toMatch(/\b(common|public|components):[a-zA-Z]/);
      expect(html).not.toContain('{{');
      expect(html).not.toContain('<!--page-->');
      expect(html).toMatch(/<title>[^<]+ - Voyage<\/title>/);
    },
  );

  it('draws the landing page with the trip, the first day open, the flights and the Register links while open', () => {
    const html = render({ kind: 'landing', trip, departures: [departure] });
    expect(html).toContain('<h1 class="ps-h1">Παρίσι 2027</h1>');
    expect(html.match(/<details[^>]*>/g)).toEqual([
      '<details class="ps-card ps-day" open="">',
      '<details class="ps-card ps-day">',
    ]);
    expect(html).toContain('Πτήση A3 610 · 07:20 – 10:45');
    expect(html).toContain('href="/register/7"');
  });

  it.each(LOCALES)(
    'in %s, draws every rule of the retention policy, with the trip’s own days for ID data',
    (locale) => {
      const html = render({ kind: 'dataRetention', trip }, { locale });
      const escaped = (words: string) => words.replace(/'/g, '&#x27;');
      for (const rule of RETENTION_POLICY.rules) expect(html).toContain(escaped(rule.holds[locale]));
      for (const kind of RETENTION_POLICY.files) expect(html).toContain(escaped(kind.holds[locale]));
      expect(html).toContain(locale === 'el' ? 'Έως 90 ημέρες μετά την επιστροφή' : 'Until 90 days after the trip');
      expect(render({ kind: 'docs', trip }, { locale })).toContain('href="/data-retention"');
    },
  );

  it.each(LOCALES)(
    'in %s, writes the accessibility statement’s sections and review date, linked from every page’s footer',
    (locale) => {
      const html = render({ kind: 'accessibility' }, { locale });
      const title = locale === 'el' ? 'Δήλωση προσβασιμότητας' : 'Accessibility statement';
      expect(html).toContain(`<h1 class="ps-h1">${title}</h1>`);
      expect(html).toContain(locale === 'el' ? 'WCAG 2.2' : 'WCAG 2.2 level AA');
      expect(html).toContain('<time dateTime="2026-11-28">');
      expect(html).toContain(locale === 'el' ? '28 Νοεμβρίου 2026' : '28 November 2026');
      for (const content of CONTENTS) expect(render(content, { locale })).toContain('href="/accessibility"');
    },
  );

  it('titles an unknown trip’s page as not found, not as the home page', () => {
    expect(render({ kind: 'tripNotFound' }, { locale: 'en' })).toContain('<title>Page not found - Voyage</title>');
    expect(render({ kind: 'tripNotFound' })).not.toContain('<title>Αρχική');
  });

  it.each(LOCALES)(
    'in %s, says before the family starts that the trip is full and it can join the waiting list',
    (locale) => {
      const html = render({ kind: 'landing', trip, departures: [departure], isFull: true }, { locale });
      expect(html).toContain(
        locale === 'el'
          ? 'Το ταξίδι είναι πλήρες· μπορείτε να μπείτε στη λίστα αναμονής.'
          : 'The trip is full; you can join the waiting list.',
      );
      expect(html).toContain('href="/register/7"');
      expect(render({ kind: 'landing', trip, departures: [departure] }, { locale })).not.toContain(
        locale === 'el' ? 'λίστα αναμονής' : 'waiting list',
      );
    },
  );

  it('has no Register link once registrations are closed', () => {
    const html = render({ kind: 'landing', trip, departures: [] }, { now: CLOSED });
    expect(html).not.toContain('href="/register/7"');
    expect(html).toContain('Οι εγγραφές είναι κλειστές');
  });

  it('leads a signed-in family to My Voyage and staff to the dashboard instead of Sign in', () => {
    const content: PublicPageContent = { kind: 'docs', trip };
    expect(render(content)).toContain('href="/login"');
    expect(render(content, { viewer: 'guardian' })).toContain('href="/my-voyage"');
    expect(render(content, { viewer: 'admin' })).toContain('href="/dashboard"');
  });

  it('keeps the header’s programme link on the trip named in the address', () => {
    expect(render({ kind: 'landing', trip, departures: [] }, { viewedTripId: 7 })).toContain('href="/7#programme"');
  });

  it('carries exactly its head script inline', () => {
    const html = render({ kind: 'noActiveTrip' });
    expect(html).toContain(`<script>${renderer.headScript}</script>`);
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('refuses a template without its markers', () => {
    const input: PublicPageInput = {
      content: { kind: 'noActiveTrip' },
      locale: 'el',
      activeTrip: null,
      viewer: 'visitor',
      now: OPEN,
    };
    expect(() => renderer.renderPublicPage(input, '<html></html>')).toThrow(/template/);
  });
});

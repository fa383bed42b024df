import { describe, expect, it } from 'vitest';
import {
  DISTRICTS,
  formatEuro,
  publicDepartureSchema,
  TRIP_SECTIONS,
  tripSchema,
  tripSectionSchema,
  type TripSection,
} from '@voyage/domain';
import { parisDepartures, parisTripContent } from '../../src/db/seed/content/paris-trip.ts';
import { demoSchools } from '../../src/db/seed/content/schools.ts';
import { citiesByDistrict, firstNames, guardianFirstNames, lastNames } from '../../src/db/seed/content/people.ts';

const YEAR = 2031;
const content = parisTripContent(YEAR);
const departures = parisDepartures(YEAR);

/** Every `{ el, en }` pair anywhere in a value, with its path for the failure message. */
function localizedTexts(value: unknown, path = '$'): { path: string; el: unknown; en: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => localizedTexts(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = 'el' in record && 'en' in record ? [{ path, el: record.el, en: record.en }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, child]) => localizedTexts(child, `${path}.${key}`))];
}

function ibanIsValid(iban: string): boolean {
  const compact = iban.replace(/\s/g, '');
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return BigInt(digits) % 97n === 1n;
}

describe('Paris trip content', () => {
  it('fits the trip schema once the seed adds identity and calendar', () => {
    const trip = {
      ...content,
      id: 1,
      name: { el: 'Παρίσι', en: 'Paris' },
      year: YEAR,
      active: true,
      registrationOpensAt: `${YEAR - 1}-09-15T06:00:00.000Z`,
      registrationClosesAt: `${YEAR - 1}-11-01T22:00:00.000Z`,
      startsOn: `${YEAR}-03-18`,
      endsOn: `${YEAR}-03-30`,
      updatedAt: `${YEAR - 1}-09-01T06:00:00.000Z`,
    };
    expect(tripSchema.parse(trip)).toEqual(trip);
    // Staff can save every section of the editor as the seed leaves it (docs/product/trips.md#editing-a-trip).
    for (const section of Object.keys(TRIP_SECTIONS) as TripSection[]) {
      const values = Object.fromEntries(TRIP_SECTIONS[section].map((field) => [field, trip[field]]));
      expect(tripSectionSchema(section).safeParse(values).error?.issues ?? [], section).toEqual([]);
    }
  });

  it('has a payment plan of a deposit the autumn before and a balance that sum to the price', () => {
    const [deposit, balance] = content.payments;
    expect(content.payments.map((p) => p.key)).toEqual(['deposit', 'balance']);
    expect(content.payments.reduce((sum, p) => sum + p.amountCents, 0)).toBe(content.totalPriceCents);
    expect(deposit?.dueDate.startsWith(`${YEAR - 1}-11-`)).toBe(true);
    expect(balance?.dueDate.startsWith(`${YEAR}-02-`)).toBe(true);
  });

  it('writes every text in both Greek and English', () => {
    const texts = localizedTexts(content);
    expect(texts.length).toBeGreaterThan(50);
    for (const { path, el, en } of texts) {
      expect(typeof el === 'string' && el.trim().length > 0, `${path}.el`).toBe(true);
      expect(typeof en === 'string' && en.trim().length > 0, `${path}.en`).toBe(true);
      expect(el, `${path} is translated`).not.toBe(en);
    }
  });

  it('quotes in the terms the same price and instalments the trip stores', () => {
    const terms = content.documents.find((d) => d.key === 'terms');
    for (const cents of [content.totalPriceCents, ...content.payments.map((p) => p.amountCents)]) {
      expect(terms?.body.el).toContain(formatEuro(cents, 'el'));
      expect(terms?.body.en).toContain(formatEuro(cents, 'en'));
    }
    const consent = content.documents.find((d) => d.key === 'consent');
    expect(consent?.body.en).toContain(`within ${content.consentDeadlineDays} days`);
  });

  it('says in the terms that an instalment already due at confirmation is due the grace days after it', () => {
    const terms = content.documents.find((d) => d.key === 'terms')!;
    const days = content.paymentGraceDays;
    expect(days).toBe(14);
    expect(terms.body.en).toContain(`is due ${days} days after the confirmation`);
    expect(terms.body.el).toContain(`καταβάλλεται ${days} ημέρες μετά την επιβεβαίωση`);
  });

  it('says in the terms the fees of the cancellation schedule the trip applies', () => {
    const terms = content.documents.find((d) => d.key === 'terms')!;
    expect(terms.body.en).toContain(
      'more than 60 days before the departure, the deposit (€300); 60 to 31 days before, 50% of the price (€545); 30 days or less before, the whole price',
    );
    expect(terms.body.el).toContain(
      `περισσότερες από 60 ημέρες πριν από την αναχώρηση, η προκαταβολή (${formatEuro(30_000, 'el')})`,
    );
    expect(terms.body.en).not.toContain('deposit’s due date');
  });

  it('has one document of each kind and a programme of six days numbered from 1', () => {
    expect(content.documents.map((d) => d.key).sort()).toEqual(['consent', 'general', 'terms']);
    expect(content.schedule.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6]);
    const slugs = content.schedule.flatMap((d) => d.activities.map((a) => a.activity));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('gives bank details with a well-formed Cypriot IBAN', () => {
    expect(content.bankDetails.accountNumber).toMatch(/^CY\d{2}( ?[0-9A-Z]{4}){6}$/);
    expect(ibanIsValid(content.bankDetails.accountNumber)).toBe(true);
  });

  it('returns a fresh copy on every call', () => {
    const other = parisTripContent(YEAR);
    expect(other).toEqual(content);
    expect(other.schedule).not.toBe(content.schedule);
  });
});

describe('Paris departures', () => {
  it('are three March departures of five nights, in date order, that fit the schema', () => {
    expect(departures).toHaveLength(3);
    const dates = departures.map((d) => d.outboundDate);
    expect(dates).toEqual([...dates].sort());
    for (const departure of departures) {
      publicDepartureSchema.parse({ ...departure, id: 1, tripId: 1 });
      expect(departure.outboundDate.startsWith(`${YEAR}-03-`)).toBe(true);
      const nights = (Date.parse(departure.inboundDate) - Date.parse(departure.outboundDate)) / 86_400_000;
      expect(nights).toBe(5);
    }
  });

  it('are labelled in Greek and English, lettered in each alphabet', () => {
    expect(departures.map((d) => d.label)).toEqual([
      { el: 'Αναχώρηση Α', en: 'Departure A' },
      { el: 'Αναχώρηση Β', en: 'Departure B' },
      { el: 'Αναχώρηση Γ', en: 'Departure C' },
    ]);
  });

  it('fly Larnaca to Paris on the outbound date and back on the inbound date, at valid times', () => {
    for (const departure of departures) {
      const [outbound, inbound] = departure.flights;
      expect(outbound).toMatchObject({ direction: 'outbound', from: 'LCA', to: 'CDG', date: departure.outboundDate });
      expect(inbound).toMatchObject({ direction: 'inbound', from: 'CDG', to: 'LCA', date: departure.inboundDate });
      for (const flight of departure.flights) {
        expect(flight.departureTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(flight.arrivalTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(flight.arrivalTime > flight.departureTime, flight.flightNumber).toBe(true);
        expect(flight.flightNumber).toMatch(/^[A-Z0-9]{2} \d{3,4}$/);
      }
    }
  });
});

describe('demo schools and people', () => {
  it('has eight schools covering all five districts', () => {
    expect(demoSchools).toHaveLength(8);
    expect(new Set(demoSchools.map((s) => s.district))).toEqual(new Set(DISTRICTS));
    expect(new Set(demoSchools.map((s) => s.name)).size).toBe(8);
  });

  it('writes traveller names as on a passport: Latin capitals without accents', () => {
    const names = [...firstNames.male, ...firstNames.female, ...lastNames.male, ...lastNames.female];
    for (const name of names) expect(name).toMatch(/^[A-Z]+( [A-Z]+)*$/);
    expect(firstNames.male.length).toBeGreaterThanOrEqual(30);
    expect(firstNames.female.length).toBeGreaterThanOrEqual(30);
    expect(lastNames.female).toHaveLength(lastNames.male.length);
    expect(lastNames.male).toContain('PAPADOPOULOS');
    expect(lastNames.female[lastNames.male.indexOf('PAPADOPOULOS')]).toBe('PAPADOPOULOU');
  });

  it('has towns for every district and guardian first names in normal case', () => {
    for (const district of DISTRICTS) {
      expect(citiesByDistrict[district].length).toBeGreaterThanOrEqual(4);
      expect(citiesByDistrict[district].length).toBeLessThanOrEqual(6);
    }
    for (const name of guardianFirstNames) expect(name).toMatch(/^[A-Z][a-z]+$/);
  });
});

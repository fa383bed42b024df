import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { healthSectionUpdateSchema } from './health-api.ts';
import { healthCompleteness, isHealthRecordComplete } from './health-complete.ts';
import { healthFreezeDay, isHealthRecordFrozen } from './health-freeze.ts';
import {
  contactsSchema,
  EMPTY_HEALTH_RECORD,
  HEALTH_SECTIONS,
  healthRecordSchema,
  medicineSchema,
} from './health-record.ts';
import { FILLED_HEALTH_RECORD } from './health-test-record.ts';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const consent = { givenBy: 'Μαρία Παπαδοπούλου', givenAt: '2027-01-10T09:00:00.000Z' };

describe('the health record schema', () => {
  it('accepts a filled record', () => {
    expect(healthRecordSchema.safeParse(FILLED_HEALTH_RECORD).success).toBe(true);
  });

  it('asks for at least one emergency contact besides the guardians', () => {
    const result = contactsSchema.safeParse({ ...FILLED_HEALTH_RECORD.contacts, contacts: [] });
    expect(messages(result)).toEqual({ contacts: 'validation.healthContactRequired' });
  });

  it('checks a contact phone and a medicine time, with the messages the form shows', () => {
    const contacts = contactsSchema.safeParse({
      ...FILLED_HEALTH_RECORD.contacts,
      contacts: [{ name: 'Ελένη', relation: 'Γιαγιά', phone: '12' }],
    });
    expect(messages(contacts)).toEqual({ 'contacts.0.phone': 'validation.phone' });
    const medicine = medicineSchema.safeParse({
      name: 'Ventolin',
      dose: '1',
      times: ['8:00', '25:00'],
      keptBy: 'child',
    });
    expect(messages(medicine)).toEqual({ 'times.0': 'validation.time', 'times.1': 'validation.time' });
    expect(messages(medicineSchema.safeParse({ name: '', dose: '1', times: [], keptBy: 'child' }))).toEqual({
      name: 'validation.required',
      times: 'validation.healthTimes',
    });
  });

  it('takes the insurance card number and expiry together or not at all', () => {
    const base = FILLED_HEALTH_RECORD.contacts!;
    expect(messages(contactsSchema.safeParse({ ...base, ehicNumber: '80300 12345 6789' }))).toEqual({
      ehicExpiresOn: 'validation.required',
    });
    expect(contactsSchema.parse({ ...base, ehicNumber: 'cy 12345', ehicExpiresOn: '2028-05-31' }).ehicNumber).toBe(
      'CY 12345',
    );
  });

  it('saves one section at a time, and the consent only when ticked', () => {
    expect(healthSectionUpdateSchema.safeParse({ diet: FILLED_HEALTH_RECORD.diet }).success).toBe(true);
    expect(healthSectionUpdateSchema.safeParse({ consent: false }).success).toBe(false);
    expect(healthSectionUpdateSchema.safeParse({ consent: true }).success).toBe(true);
  });
});

describe('a complete record', () => {
  it('is every section saved and the consent given', () => {
    expect(isHealthRecordComplete(FILLED_HEALTH_RECORD, consent)).toBe(true);
    expect(healthCompleteness(FILLED_HEALTH_RECORD, null)).toEqual({ complete: false, missing: ['consent'] });
    expect(healthCompleteness(EMPTY_HEALTH_RECORD, null).missing).toEqual([...HEALTH_SECTIONS]);
  });

  it('counts a saved empty list of allergies as answered ("none")', () => {
    expect(isHealthRecordComplete({ ...FILLED_HEALTH_RECORD, allergies: [], medicines: [] }, consent)).toBe(true);
  });

  it('lists exactly the sections not saved, in the form order', () => {
    const sections = ['allergies', 'medicines', 'diet', 'conditions', 'contacts'] as const;
    fc.assert(
      fc.property(fc.subarray([...sections]), fc.boolean(), (blank, consented) => {
        const record = { ...FILLED_HEALTH_RECORD };
        for (const section of blank) record[section] = null;
        const { complete, missing } = healthCompleteness(record, consented ? consent : null);
        const expected = HEALTH_SECTIONS.filter((s) => (s === 'consent' ? !consented : blank.includes(s)));
        expect(missing).toEqual(expected);
        expect(complete).toBe(expected.length === 0);
      }),
    );
  });
});

describe('the freeze', () => {
  const trip = { startsOn: '2027-04-10', healthFreezeDays: 14 };

  it('starts the given number of days before the departure, in Cyprus time', () => {
    expect(healthFreezeDay(trip)).toBe('2027-03-27');
    expect(isHealthRecordFrozen(trip, new Date('2027-03-26T20:59:00Z'))).toBe(false);
    // 23:00 in Athens/Nicosia on the 26th (summer time not yet): the 27th has begun there.
    expect(isHealthRecordFrozen(trip, new Date('2027-03-26T22:00:00Z'))).toBe(true);
  });

  it('never unfreezes as time goes on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 0, max: 400 }), (days, after) => {
        const setting = { ...trip, healthFreezeDays: days };
        const first = new Date(`${healthFreezeDay(setting)}T12:00:00Z`);
        expect(isHealthRecordFrozen(setting, new Date(first.getTime() + after * 86_400_000))).toBe(true);
        expect(isHealthRecordFrozen(setting, new Date(first.getTime() - 86_400_000))).toBe(false);
      }),
    );
  });
});

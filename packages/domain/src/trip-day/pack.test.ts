import { describe, expect, it } from 'vitest';
import type { HealthRecord } from '../health/health-record.ts';
import { mayDownloadPack, packTraveller } from './pack.ts';

const RECORD: HealthRecord = {
  allergies: [{ what: 'Arachides', severity: 'severe', anaphylaxis: true }],
  medicines: [{ name: 'Ventolin', dose: '2 puffs', times: ['20:00', '08:00'], keptBy: 'escort' }],
  diet: {
    vegetarian: true,
    noPork: false,
    halal: false,
    glutenFree: false,
    lactoseFree: false,
    noNuts: false,
    other: '',
  },
  conditions: { asthma: true, diabetes: false, epilepsy: false, other: 'Exercise asthma', canSwim: false },
  contacts: {
    contacts: [{ name: 'Eleni Georgiou', relation: 'Grandmother', phone: '+357 99 765432' }],
    doctorName: 'Dr Nikolaou',
    doctorPhone: '+357 22 334455',
    ehicNumber: 'CY123456789',
    ehicExpiresOn: '2030-01-31',
  },
};
const ROW = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'NIKOS',
  lastName: 'GEORGIOU',
  personalCode: 'PAR-0001',
  school: 'Lyceum',
  room: 12,
  dateOfBirth: '2011-05-02',
  nationality: 'CY',
  guardianName: 'Maria Georgiou',
  guardianPhone: '+357 99 123456',
};

describe('the pack per role', () => {
  it('lets an escort download their own departures only, an administrator any, the other roles none', () => {
    expect(mayDownloadPack({ role: 'escort', departureIds: [3] }, 3)).toBe(true);
    expect(mayDownloadPack({ role: 'escort', departureIds: [3] }, 4)).toBe(false);
    expect(mayDownloadPack({ role: 'administrator', departureIds: [] }, 4)).toBe(true);
    for (const role of ['finance', 'health', 'readonly'] as const) {
      expect(mayDownloadPack({ role, departureIds: [3] }, 3), role).toBe(false);
    }
  });

  it('carries flags, medicines and times and the people to call, never a diagnosis or an allergen', () => {
    const traveller = packTraveller(ROW, RECORD);
    expect(traveller.flags.map((flag) => flag.kind)).toEqual(['anaphylaxis', 'diet', 'medicine', 'swim']);
    expect(traveller.card).toEqual({
      dateOfBirth: '2011-05-02',
      nationality: 'CY',
      guardian: { name: 'Maria Georgiou', phone: '+357 99 123456' },
      contacts: [{ name: 'Eleni Georgiou', relation: 'Grandmother', phone: '+357 99 765432' }],
      medicines: [{ name: 'Ventolin', dose: '2 puffs', times: ['08:00', '20:00'], keptBy: 'escort' }],
      doctor: { name: 'Dr Nikolaou', phone: '+357 22 334455' },
      insurance: { ehicNumber: 'CY123456789', ehicExpiresOn: '2030-01-31' },
    });
    const text = JSON.stringify(traveller);
    for (const word of ['Arachides', 'asthma', 'Exercise', 'severe']) expect(text, word).not.toContain(word);
  });

  it('has an empty card, not a guess, while the family has not filled the record in', () => {
    const empty = { allergies: null, medicines: null, diet: null, conditions: null, contacts: null };
    expect(packTraveller(ROW, empty)).toMatchObject({
      flags: [],
      card: { contacts: [], medicines: [], doctor: null, insurance: null },
    });
  });
});

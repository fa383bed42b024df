import { describe, expect, it } from 'vitest';
import { I18N_KEY_MESSAGES } from '../zod-messages.ts';
import { CORRECTABLE_FIELDS } from './corrections-freeze.ts';
import {
  correctionChanges,
  familyCorrectionBodySchema,
  familyCorrectionBodySchemaFor,
  requestedDetails,
  type CorrectionDetails,
} from './family-correction.ts';

const child = { firstName: 'MARIA', lastName: 'GEORGIOU' };
const details: CorrectionDetails = {
  guardianName: 'Eleni Georgiou',
  phone: '+357 99 123456',
  city: 'Limassol',
  district: 'lemesos',
  roommates: ['ANNA IOANNOU'],
};

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('what a family may correct', () => {
  it('is the guardian’s name, the phone, the address and the roommates, nothing else', () => {
    expect(CORRECTABLE_FIELDS).toEqual(['guardianName', 'phone', 'city', 'district', 'roommates']);
    expect(familyCorrectionBodySchema.safeParse({ details }).success).toBe(true);
    for (const field of ['firstName', 'dateOfBirth', 'nationality', 'language', 'guardianEmail', 'registrationCode']) {
      const result = familyCorrectionBodySchema.safeParse({ details: { ...details, [field]: 'x' } });
      expect(result.success, field).toBe(false);
    }
    expect(familyCorrectionBodySchema.safeParse({ details, expectedUpdatedAt: null }).success).toBe(false);
  });

  it('applies the registration form’s own rules, keyed as the body names the fields', () => {
    const result = familyCorrectionBodySchema.safeParse(
      { details: { ...details, phone: '12', city: ' ', district: 'athens', guardianName: '' } },
      I18N_KEY_MESSAGES,
    );
    expect(issuesOf(result)).toEqual(
      expect.arrayContaining([
        'details.phone: validation.phone',
        'details.city: validation.required',
        expect.stringMatching(/^details\.district: /),
        expect.stringMatching(/^details\.guardianName: /),
      ]),
    );
  });

  it('keeps the roommate rules: at most two, each once, never the child, empty fields dropped', () => {
    const three = familyCorrectionBodySchema.safeParse({ details: { ...details, roommates: ['A B', 'C D', 'E F'] } });
    expect(issuesOf(three)).toEqual(['details.roommates: validation.roommatesMax']);
    const twice = familyCorrectionBodySchema.safeParse({
      details: { ...details, roommates: ['ANNA IOANNOU', 'ioannou anna'] },
    });
    expect(issuesOf(twice)).toEqual(['details.roommates.1: validation.roommateTwice']);
    // The body alone does not know the child: the API checks the names after, as the web form does before.
    expect(
      familyCorrectionBodySchema.safeParse({ details: { ...details, roommates: ['GEORGIOU MARIA'] } }).success,
    ).toBe(true);
    const self = familyCorrectionBodySchemaFor(child).safeParse({
      details: { ...details, roommates: ['', 'Georgiou Maria'] },
    });
    expect(issuesOf(self)).toEqual(['details.roommates.1: validation.roommateSelf']);
    const kept = familyCorrectionBodySchemaFor(child).parse({
      details: { ...details, roommates: ['', 'nikos papas'] },
    });
    expect(kept.details.roommates).toEqual(['NIKOS PAPAS']);
  });
});

describe('a correction’s changes', () => {
  it('names each field that differs with both values, in the order My Voyage shows them', () => {
    const corrected = { ...details, city: 'Paphos', district: 'paphos' as const, roommates: [] };
    expect(correctionChanges(details, corrected)).toEqual([
      { field: 'city', from: 'Limassol', to: 'Paphos' },
      { field: 'district', from: 'lemesos', to: 'paphos' },
      { field: 'roommates', from: ['ANNA IOANNOU'], to: [] },
    ]);
    expect(correctionChanges(details, { ...details, roommates: ['ANNA IOANNOU'] })).toEqual([]);
  });

  it('are what a request asks for, applied to the details as they are now', () => {
    const now = { ...details, guardianName: 'Eleni Georgiou-Papa' };
    const asked = [
      { field: 'phone' as const, from: '+357 99 123456', to: '+357 96 000000' },
      { field: 'roommates' as const, from: ['ANNA IOANNOU'], to: ['NIKOS PAPAS'] },
      // A value of the wrong shape changes nothing.
      { field: 'city' as const, from: 'Limassol', to: ['Paphos'] },
    ];
    expect(requestedDetails(now, asked)).toEqual({
      ...now,
      phone: '+357 96 000000',
      roommates: ['NIKOS PAPAS'],
    });
  });
});

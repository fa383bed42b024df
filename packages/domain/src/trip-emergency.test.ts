import { describe, expect, it } from 'vitest';
import { changedTripFields, tripChangeBodySchema, tripSectionSchema } from './trip-editor.ts';
import { packEmergency } from './trip-emergency.ts';
import { tripDayPackSchema } from './trip-day/pack.ts';

const numbers = {
  instituteEmergencyPhone: '+357 22 000 247',
  insurerName: 'Kypros Travel Assurance',
  insurerEmergencyPhone: '+357 22 000 911',
  insurancePolicyNumber: 'KTA-GRP-2027-004815',
};
const none = {
  instituteEmergencyPhone: null,
  insurerName: null,
  insurerEmergencyPhone: null,
  insurancePolicyNumber: null,
};

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the emergency numbers of a trip', () => {
  it('are a section of their own, every number optional', () => {
    expect(tripSectionSchema('emergency').parse(numbers)).toEqual(numbers);
    expect(tripSectionSchema('emergency').parse(none)).toEqual(none);
  });

  it('take a phone as the rest of the product does, and trim the texts', () => {
    const typed = { ...none, instituteEmergencyPhone: ' 22 000247 ', insurerName: '  Kypros Travel  ' };
    expect(tripSectionSchema('emergency').parse(typed)).toMatchObject({
      instituteEmergencyPhone: '22 000247',
      insurerName: 'Kypros Travel',
    });
  });

  it('refuse a phone that is not one, each on its field, with the phone message', () => {
    const result = tripSectionSchema('emergency').safeParse({
      ...numbers,
      instituteEmergencyPhone: 'call the office',
      insurerEmergencyPhone: '123',
    });
    expect(issuesOf(result)).toEqual([
      ['instituteEmergencyPhone', 'validation.phone'],
      ['insurerEmergencyPhone', 'validation.phone'],
    ]);
  });

  it('refuse control characters, blank texts and texts too long, as other trip texts', () => {
    const result = tripChangeBodySchema.safeParse({
      changes: { insurerName: 'Kypros\u0000', insurancePolicyNumber: '  ', instituteEmergencyPhone: '9'.repeat(41) },
      expectedUpdatedAt: '2026-11-01T10:00:00.000Z',
    });
    expect(issuesOf(result)).toEqual([
      ['changes.instituteEmergencyPhone', 'validation.tooLong'],
      ['changes.instituteEmergencyPhone', 'validation.phone'],
      ['changes.insurerName', 'validation.textCharacters'],
      ['changes.insurancePolicyNumber', 'validation.required'],
    ]);
  });

  it('are named in the audit when they change', () => {
    expect(changedTripFields({ ...none } as never, { ...none, insurerName: 'Kypros Travel Assurance' })).toEqual([
      'insurerName',
    ]);
  });

  it('go into the trip-day pack under the names the phone reads', () => {
    const emergency = packEmergency(numbers);
    expect(emergency).toEqual({
      institutePhone: '+357 22 000 247',
      insurerName: 'Kypros Travel Assurance',
      insurerPhone: '+357 22 000 911',
      policyNumber: 'KTA-GRP-2027-004815',
    });
    expect(tripDayPackSchema.shape.trip.shape.emergency.parse(packEmergency(none))).toEqual({
      institutePhone: null,
      insurerName: null,
      insurerPhone: null,
      policyNumber: null,
    });
  });
});

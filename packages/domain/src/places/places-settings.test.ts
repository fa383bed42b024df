import { describe, expect, it } from 'vitest';
import { tripSectionSchema } from '../trip-editor.ts';
import { schoolMinimumOf } from './places-settings.ts';

const section = {
  waitingListOfferDays: 5,
  autoApproveOffers: false,
  keepSiblingsTogether: true,
  fairAllocation: true,
  allocationWindowDays: 7,
  schoolMinimumShare: null,
  drawSeed: null,
};

describe('the places settings', () => {
  it('accept the defaults, and offer days from 1 to 30 only', () => {
    const schema = tripSectionSchema('places');
    expect(schema.safeParse(section).success).toBe(true);
    expect(schema.safeParse({ ...section, waitingListOfferDays: 30 }).success).toBe(true);
    for (const days of [0, 31, 2.5]) {
      expect(schema.safeParse({ ...section, waitingListOfferDays: days }).error?.issues[0]?.message).toBe(
        'validation.offerDays',
      );
    }
  });

  it('read the school minimum as a share of the places, none when empty or 0', () => {
    expect(schoolMinimumOf(null)).toBeNull();
    expect(schoolMinimumOf(0)).toBeNull();
    expect(schoolMinimumOf(15)).toEqual({ kind: 'share', share: 0.15 });
  });
});

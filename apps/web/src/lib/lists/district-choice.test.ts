import { describe, expect, it } from 'vitest';
import { DISTRICTS } from '@voyage/domain';
import { DISTRICT_CHOICES, matchesDistrict } from './district-choice.ts';

describe('districts filter', () => {
  it('lists All first, then the five districts in the filter order', () => {
    expect(DISTRICT_CHOICES).toEqual(['all', 'lemesos', 'lefkosia', 'larnaca', 'paphos', 'famagusta']);
  });

  it('All lets every district through', () => {
    expect(DISTRICTS.every((district) => matchesDistrict('all', district))).toBe(true);
  });

  it('a district lets only itself through', () => {
    expect(DISTRICTS.filter((district) => matchesDistrict('paphos', district))).toEqual(['paphos']);
  });
});

import { DISTRICTS, type District } from '@voyage/domain';

export type DistrictChoice = District | 'all';
export const DISTRICT_CHOICES: readonly DistrictChoice[] = ['all', ...DISTRICTS];

export function matchesDistrict(choice: DistrictChoice, district: District): boolean {
  return choice === 'all' || choice === district;
}

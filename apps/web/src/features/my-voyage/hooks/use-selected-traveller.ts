import { useSearchParams } from 'react-router';
import type { Traveller } from '@voyage/domain';

const PARAM = 'traveller';

/**
 * Which of a family's registrations is on screen: kept in the address (`?traveller=`) so a reload or a
 * shared link keeps it; the newest registration until one is chosen.
 */
export function useSelectedTraveller(travellers: readonly Traveller[]) {
  const [params, setParams] = useSearchParams();
  const chosen = params.get(PARAM);
  const selected = travellers.find((traveller) => traveller.id === chosen) ?? travellers[0];
  const select = (id: string) => setParams({ [PARAM]: id }, { replace: true });
  return { selected, select };
}

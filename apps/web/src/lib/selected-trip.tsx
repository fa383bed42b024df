import type { TripSummary } from '@voyage/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { SETTING_KEYS, readSetting, writeSetting } from './local-settings.ts';

export type SelectedTrip = {
  tripId: number;
  trip: TripSummary;
  trips: TripSummary[];
  selectTrip(id: number): void;
};

const SelectedTripContext = createContext<SelectedTrip | null>(null);

/**
 * The remembered choice if that trip still exists, otherwise the active trip, otherwise the newest
 * (docs/product/screens.md#trip-menu).
 */
export function initialTripId(trips: TripSummary[], activeTripId: number | null): number | undefined {
  const stored = Number(readSetting(SETTING_KEYS.tripId));
  if (trips.some((trip) => trip.id === stored)) return stored;
  if (activeTripId !== null && trips.some((trip) => trip.id === activeTripId)) return activeTripId;
  return [...trips].sort((a, b) => b.year - a.year)[0]?.id;
}

type ProviderProps = { trips: TripSummary[]; activeTripId: number | null; children: ReactNode };

export function SelectedTripProvider({ trips, activeTripId, children }: ProviderProps) {
  const [chosenId, setChosenId] = useState(() => initialTripId(trips, activeTripId));
  const selectTrip = useCallback((id: number) => {
    setChosenId(id);
    writeSetting(SETTING_KEYS.tripId, String(id));
  }, []);
  const value = useMemo(() => {
    const trip = trips.find((candidate) => candidate.id === chosenId) ?? trips[0];
    return trip ? { tripId: trip.id, trip, trips, selectTrip } : null;
  }, [trips, chosenId, selectTrip]);
  return <SelectedTripContext value={value}>{children}</SelectedTripContext>;
}

export function useSelectedTrip(): SelectedTrip {
  const selected = useContext(SelectedTripContext);
  if (!selected) throw new Error('useSelectedTrip() needs the start-up data (SelectedTripProvider)');
  return selected;
}

/** Query keys of what the departure screen alone reads. */
export const tripDayOfficeKeys = {
  all: ['trip-day-office'] as const,
  departure: (departureId: number) => [...tripDayOfficeKeys.all, departureId] as const,
  history: (departureId: number, checkpointKey: string) =>
    [...tripDayOfficeKeys.departure(departureId), 'history', checkpointKey] as const,
};

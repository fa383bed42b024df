/** The staff's departures of a trip (the public flights are `publicDepartureKeys`, in lib/). */
export const departureKeys = {
  all: ['departures'] as const,
  list: (tripId: number) => [...departureKeys.all, 'list', tripId] as const,
};

/** Query keys of the schools screens. */
export const schoolKeys = {
  all: ['schools'] as const,
  list: (tripId: number) => [...schoolKeys.all, 'list', tripId] as const,
};

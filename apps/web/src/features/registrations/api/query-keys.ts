/** Query keys of the registrations screens. */
export const registrationKeys = {
  all: ['registrations'] as const,
  list: (tripId: number) => [...registrationKeys.all, 'list', tripId] as const,
};

/** Query keys of the registrations screens. */
export const registrationKeys = {
  all: ['registrations'] as const,
  list: (tripId: number) => [...registrationKeys.all, 'list', tripId] as const,
  deleted: (tripId: number) => [...registrationKeys.all, 'deleted', tripId] as const,
  detail: (id: string) => [...registrationKeys.all, 'detail', id] as const,
  timeline: (id: string) => [...registrationKeys.all, 'timeline', id] as const,
  cancellation: (id: string) => [...registrationKeys.all, 'cancellation', id] as const,
};

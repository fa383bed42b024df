/** The staff's payments: a trip's queue (a tab's pages and count) and one registration's payments. */
export const staffPaymentKeys = {
  all: ['staff-payments'] as const,
  queue: (tripId: number, tab: 'pending' | 'all') => [...staffPaymentKeys.all, 'queue', tripId, tab] as const,
  registration: (travellerId: string) => [...staffPaymentKeys.all, 'registration', travellerId] as const,
};

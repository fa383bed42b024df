/** The staff's documents: a trip's queue (a tab's pages and count), and every document of one traveller. */
export const staffDocumentKeys = {
  all: ['staff-documents'] as const,
  queue: (tripId: number, tab: 'pending' | 'all') => [...staffDocumentKeys.all, 'queue', tripId, tab] as const,
  traveller: (tripId: number, travellerId: string) =>
    [...staffDocumentKeys.all, 'traveller', tripId, travellerId] as const,
};

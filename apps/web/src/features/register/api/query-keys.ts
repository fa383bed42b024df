/** Query keys of the public registration. */
export const registerKeys = {
  all: ['registration'] as const,
  draft: (tripId: number) => [...registerKeys.all, 'draft', tripId] as const,
  confirmation: (token: string) => [...registerKeys.all, 'confirmation', token] as const,
};

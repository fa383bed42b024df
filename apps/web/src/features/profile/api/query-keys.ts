/** Query keys of the profile screen. */
export const profileKeys = {
  all: ['profile'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
  family: () => [...profileKeys.all, 'family'] as const,
  erasureRequests: () => [...profileKeys.all, 'erasure-requests'] as const,
};

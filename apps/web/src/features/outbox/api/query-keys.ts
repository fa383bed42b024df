/** Query keys of the outbox. */
export const outboxKeys = {
  all: ['outbox'] as const,
  list: () => [...outboxKeys.all, 'list'] as const,
  detail: (id: string | null) => [...outboxKeys.all, 'detail', id] as const,
};

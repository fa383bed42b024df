/** Query keys of My Voyage: the signed-in family's own data. */
export const myVoyageKeys = {
  all: ['my'] as const,
  travellers: () => [...myVoyageKeys.all, 'travellers'] as const,
  timeline: (travellerId: string) => [...myVoyageKeys.all, 'timeline', travellerId] as const,
  messages: () => [...myVoyageKeys.all, 'messages'] as const,
  roommates: (travellerId: string) => [...myVoyageKeys.all, 'roommates', travellerId] as const,
};

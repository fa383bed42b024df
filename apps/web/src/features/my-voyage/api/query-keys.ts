/** Query keys of My Voyage: the signed-in family's own data. */
export const myVoyageKeys = {
  all: ['my'] as const,
  travellers: () => [...myVoyageKeys.all, 'travellers'] as const,
  timeline: (travellerId: string) => [...myVoyageKeys.all, 'timeline', travellerId] as const,
  messages: () => [...myVoyageKeys.all, 'messages'] as const,
  roommates: (travellerId: string) => [...myVoyageKeys.all, 'roommates', travellerId] as const,
  health: (travellerId: string) => [...myVoyageKeys.all, 'health', travellerId] as const,
  checklist: (travellerId: string) => [...myVoyageKeys.all, 'checklist', travellerId] as const,
  waitingList: () => [...myVoyageKeys.all, 'waiting-list'] as const,
  cancellation: (travellerId: string) => [...myVoyageKeys.all, 'cancellation', travellerId] as const,
  corrections: (travellerId: string) => [...myVoyageKeys.all, 'corrections', travellerId] as const,
};

/** Query keys of account creation. */
export const accountKeys = {
  all: ['account'] as const,
  token: (token: string | null) => [...accountKeys.all, 'token', token] as const,
};

/** Query keys of sign-in. */
export const authKeys = {
  all: ['auth'] as const,
  options: () => [...authKeys.all, 'options'] as const,
};

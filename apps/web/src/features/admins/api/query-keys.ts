/** Query keys of the admins screen; every change invalidates `all`. */
export const adminKeys = {
  all: ['admins'] as const,
  list: () => [...adminKeys.all, 'list'] as const,
};

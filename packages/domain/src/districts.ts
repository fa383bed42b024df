/** The five districts of SPEC §2's districts filter, in the order the filter lists them. */
export const DISTRICTS = ['lemesos', 'lefkosia', 'larnaca', 'paphos', 'famagusta'] as const;
export type District = (typeof DISTRICTS)[number];

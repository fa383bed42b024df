/** The five districts, in the order the districts filter lists them (docs/product/screens.md#districts-filter). */
export const DISTRICTS = ['lemesos', 'lefkosia', 'larnaca', 'paphos', 'famagusta'] as const;
export type District = (typeof DISTRICTS)[number];

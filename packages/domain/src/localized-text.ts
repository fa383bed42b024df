import { z } from 'zod';

/** A text that exists in both product languages. Greek is the default, English the fallback. */
export const localizedTextSchema = z.object({ el: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

import { z } from 'zod';
import { LOCALES, type Locale } from '../locales.ts';
import { DIET_WORDS } from './escort-flags.ts';
import { DIET_NEEDS, type HealthRecord } from './health-record.ts';

/**
 * A departure's meal list for the hotel (docs/product/health.md#meal-list): what each traveller eats, in plain
 * words, and whether to ask the escort. Nothing else of the record: no condition, allergen, medicine or
 * diagnosis, and never the family's own words (a need written in words may name an illness).
 */
export const MEAL_LIST_FORMATS = ['xlsx', 'pdf'] as const;
export type MealListFormat = (typeof MEAL_LIST_FORMATS)[number];

/** `GET /api/admin/departures/:id/meal-list`: the format, and the language (the screen's, Greek by default). */
export const mealListQuerySchema = z.object({
  format: z.enum(MEAL_LIST_FORMATS),
  lang: z.enum(LOCALES).default('el'),
});

const WORDS = {
  en: { other: 'other need: ask the escort', allergy: 'Severe food allergy: ask the escort', unknown: 'not given yet' },
  el: {
    other: 'άλλη ανάγκη: ρωτήστε τον συνοδό',
    allergy: 'Σοβαρή τροφική αλλεργία: ρωτήστε τον συνοδό',
    unknown: 'δεν δόθηκε ακόμη',
  },
} as const;

export type MealNeeds = {
  /** The diet in words (`vegetarian, no nuts`); empty for none, "not given yet" while the family has not said. */
  diet: string;
  /** "Severe food allergy: ask the escort", or empty. */
  allergy: string;
};

/**
 * What the kitchen reads of one traveller. Every severe or anaphylactic allergy is flagged: the record does not
 * say which are foods, and the escort knows.
 */
export function mealNeeds(record: HealthRecord, locale: Locale): MealNeeds {
  const words = WORDS[locale];
  const severe = (record.allergies ?? []).some((allergy) => allergy.anaphylaxis || allergy.severity === 'severe');
  const allergy = severe ? words.allergy : '';
  if (!record.diet) return { diet: words.unknown, allergy };
  const needs = DIET_NEEDS.filter((need) => record.diet![need]).map((need) => DIET_WORDS[need][locale]);
  if (record.diet.other.trim()) needs.push(words.other);
  return { diet: needs.join(', '), allergy };
}

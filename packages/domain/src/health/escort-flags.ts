import type { LocalizedText } from '../localized-text.ts';
import type { EscortFlag } from './health-api.ts';
import { DIET_NEEDS, type DietNeed, type HealthRecord } from './health-record.ts';

/**
 * What the escorts must act on, read from the record without naming a diagnosis or an allergen
 * (docs/product/health.md#escort-flags): an adrenaline auto-injector, the diet, the times a medicine is taken,
 * a child who cannot swim. Conditions and free texts stay in the full record.
 */

/** Each diet need in words, as escorts and the hotel read it. */
export const DIET_WORDS: Record<DietNeed, LocalizedText> = {
  vegetarian: { el: 'χορτοφαγική', en: 'vegetarian' },
  noPork: { el: 'χωρίς χοιρινό', en: 'no pork' },
  halal: { el: 'χαλάλ', en: 'halal' },
  glutenFree: { el: 'χωρίς γλουτένη', en: 'gluten-free' },
  lactoseFree: { el: 'χωρίς λακτόζη', en: 'lactose-free' },
  noNuts: { el: 'χωρίς ξηρούς καρπούς', en: 'no nuts' },
};

/** `a, b and c` / `α, β και γ`. */
function joined(words: readonly string[], and: string): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}`;
}

export function escortFlags(record: HealthRecord): EscortFlag[] {
  const flags: EscortFlag[] = [];
  if (record.allergies?.some((allergy) => allergy.anaphylaxis)) {
    flags.push({
      kind: 'anaphylaxis',
      text: { el: 'Αναφυλαξία: έχει μαζί αδρεναλίνη', en: 'Anaphylaxis: carries adrenaline' },
    });
  }
  if (record.diet) {
    const needs = DIET_NEEDS.filter((need) => record.diet![need]).map((need) => DIET_WORDS[need]);
    const el = needs.map((need) => need.el);
    const en = needs.map((need) => need.en);
    if (record.diet.other) {
      el.push('άλλη ανάγκη στον φάκελο');
      en.push('another need in the record');
    }
    if (el.length > 0) {
      flags.push({ kind: 'diet', text: { el: `Διατροφή: ${el.join(', ')}`, en: `Diet: ${en.join(', ')}` } });
    }
  }
  const times = [...new Set((record.medicines ?? []).flatMap((medicine) => medicine.times))].sort();
  if (times.length > 0) {
    const escortKeeps = record.medicines!.some((medicine) => medicine.keptBy === 'escort');
    flags.push({
      kind: 'medicine',
      text: {
        el: `Φάρμακο στις ${joined(times, 'και')}${escortKeeps ? ' (το κρατά ο συνοδός)' : ''}`,
        en: `Medicine at ${joined(times, 'and')}${escortKeeps ? ' (the escort keeps it)' : ''}`,
      },
    });
  }
  if (record.conditions && !record.conditions.canSwim) {
    flags.push({ kind: 'swim', text: { el: 'Δεν ξέρει κολύμπι', en: 'Cannot swim' } });
  }
  return flags;
}

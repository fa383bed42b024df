import { describe, expect, it } from 'vitest';
import { EMPTY_HEALTH_RECORD, type HealthRecord } from './health-record.ts';
import { FILLED_HEALTH_RECORD } from './health-test-record.ts';
import { mealNeeds } from './meal-list.ts';

const WITH_WORDS: HealthRecord = {
  ...FILLED_HEALTH_RECORD,
  allergies: [{ what: 'Penicillin', severity: 'moderate', anaphylaxis: false }],
  diet: { ...FILLED_HEALTH_RECORD.diet!, halal: true, other: 'coeliac disease, no oats' },
};

describe('meal needs', () => {
  it('say the diet in plain words and flag a severe allergy, in both languages', () => {
    expect(mealNeeds(FILLED_HEALTH_RECORD, 'en')).toEqual({
      diet: 'vegetarian, no nuts',
      allergy: 'Severe food allergy: ask the escort',
    });
    expect(mealNeeds(FILLED_HEALTH_RECORD, 'el')).toEqual({
      diet: 'χορτοφαγική, χωρίς ξηρούς καρπούς',
      allergy: 'Σοβαρή τροφική αλλεργία: ρωτήστε τον συνοδό',
    });
  });

  it("never carry the family's words, an allergen or a medicine", () => {
    const needs = mealNeeds(WITH_WORDS, 'en');
    expect(needs).toEqual({ diet: 'vegetarian, halal, no nuts, other need: ask the escort', allergy: '' });
    const text = JSON.stringify([needs, mealNeeds(WITH_WORDS, 'el'), mealNeeds(FILLED_HEALTH_RECORD, 'el')]);
    for (const word of ['coeliac', 'Penicillin', 'Φιστίκια', 'Ventolin', 'asthma']) expect(text).not.toContain(word);
  });

  it('say when the family has not given the diet yet', () => {
    expect(mealNeeds(EMPTY_HEALTH_RECORD, 'en')).toEqual({ diet: 'not given yet', allergy: '' });
    const none = {
      ...FILLED_HEALTH_RECORD,
      allergies: [],
      diet: { ...FILLED_HEALTH_RECORD.diet!, vegetarian: false, noNuts: false },
    };
    expect(mealNeeds(none, 'el')).toEqual({ diet: '', allergy: '' });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escortFlags } from './escort-flags.ts';
import { EMPTY_HEALTH_RECORD, type HealthRecord } from './health-record.ts';
import { FILLED_HEALTH_RECORD } from './health-test-record.ts';

describe('escort flags', () => {
  it('say what to act on, in both languages', () => {
    expect(escortFlags(FILLED_HEALTH_RECORD)).toEqual([
      {
        kind: 'anaphylaxis',
        text: { el: 'Αναφυλαξία: έχει μαζί αδρεναλίνη', en: 'Anaphylaxis: carries adrenaline' },
      },
      { kind: 'diet', text: { el: 'Διατροφή: χορτοφαγική, χωρίς ξηρούς καρπούς', en: 'Diet: vegetarian, no nuts' } },
      {
        kind: 'medicine',
        text: {
          el: 'Φάρμακο στις 08:00 και 20:00 (το κρατά ο συνοδός)',
          en: 'Medicine at 08:00 and 20:00 (the escort keeps it)',
        },
      },
    ]);
  });

  it('flag a child who cannot swim, and nothing for an empty record', () => {
    expect(escortFlags(EMPTY_HEALTH_RECORD)).toEqual([]);
    const record = { ...FILLED_HEALTH_RECORD, conditions: { ...FILLED_HEALTH_RECORD.conditions!, canSwim: false } };
    expect(escortFlags(record).map((flag) => flag.kind)).toContain('swim');
  });

  it('never name an allergen, a medicine, a condition or a free text', () => {
    const text = fc.string({ minLength: 4, maxLength: 20 }).map((value) => `§${value}§`);
    fc.assert(
      fc.property(text, text, text, text, fc.boolean(), (allergen, medicine, condition, diet, anaphylaxis) => {
        const record: HealthRecord = {
          ...FILLED_HEALTH_RECORD,
          allergies: [{ what: allergen, severity: 'severe', anaphylaxis }],
          medicines: [{ name: medicine, dose: medicine, times: ['09:00'], keptBy: 'child' }],
          diet: { ...FILLED_HEALTH_RECORD.diet!, other: diet },
          conditions: { asthma: true, diabetes: true, epilepsy: true, other: condition, canSwim: false },
        };
        const words = JSON.stringify(escortFlags(record));
        for (const secret of [allergen, medicine, condition, diet])
          expect(words).not.toContain(JSON.stringify(secret).slice(1, -1));
        expect(words).not.toMatch(/asthma|diabetes|epilepsy|άσθμα|διαβήτ|επιληψ/i);
      }),
    );
  });
});

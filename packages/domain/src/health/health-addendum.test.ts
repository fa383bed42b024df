import { describe, expect, it } from 'vitest';
import {
  HEALTH_ADDENDUM_MAX_LENGTH,
  healthAddendaQuerySchema,
  healthAddendumAcknowledgeSchema,
  healthAddendumFormSchema,
} from './health-addendum.ts';

/** A change sent to the health lead after the freeze (docs/product/health.md#changes-after-the-freeze). */
describe('a change sent after the freeze', () => {
  it('needs a text, trimmed, on several lines if need be, and takes a section or none', () => {
    expect(healthAddendumFormSchema.parse({ text: '  Νέα αλλεργία\nστα καρύδια ' })).toEqual({
      text: 'Νέα αλλεργία\nστα καρύδια',
      section: null,
    });
    expect(healthAddendumFormSchema.parse({ text: 'x', section: 'medicines' }).section).toBe('medicines');
    const empty = healthAddendumFormSchema.safeParse({ text: '   ' });
    expect(empty.error?.issues[0]?.message).toBe('validation.required');
  });

  it('refuses a text too long, an unknown section and a stray field', () => {
    const long = healthAddendumFormSchema.safeParse({ text: 'α'.repeat(HEALTH_ADDENDUM_MAX_LENGTH + 1) });
    expect(long.error?.issues[0]?.message).toBe('validation.tooLong');
    expect(healthAddendumFormSchema.safeParse({ text: 'x', section: 'blood' }).success).toBe(false);
    expect(healthAddendumFormSchema.safeParse({ text: 'x', status: 'acknowledged' }).success).toBe(false);
    expect(healthAddendumFormSchema.safeParse({ text: 'a\u0000b' }).success).toBe(false);
  });

  it("takes the health lead's note as optional, and lists the waiting ones unless asked", () => {
    expect(healthAddendumAcknowledgeSchema.parse({})).toEqual({ note: '' });
    expect(healthAddendaQuerySchema.parse({ trip_id: '3' })).toEqual({ trip_id: 3, status: 'waiting' });
  });
});

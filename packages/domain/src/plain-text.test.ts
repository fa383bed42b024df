import { describe, expect, it } from 'vitest';
import { isPlainText, plainText, searchText, TEXT_CHARACTERS_ERROR } from './plain-text.ts';
import { tripIdSchema } from './trip.ts';

describe('plainText', () => {
  const city = plainText({ max: 20 });

  it.each(['Λεμεσός', 'Saint-Étienne', 'e\u0301', '👩‍👩‍👧 family', "O'Brien"])('keeps %j', (text) => {
    expect(city.parse(` ${text} `)).toBe(text.trim());
  });

  it.each(['\u0000', 'Lima\u0000ssol', '\uD800', 'x\uDFFFy', '\u202Eevil', 'bell\u0007', 'line\nbreak', '\u0085'])(
    'refuses %j with one message',
    (text) => {
      const result = city.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([TEXT_CHARACTERS_ERROR]);
    },
  );

  it('allows line breaks in multi-line text only, and bounds the length', () => {
    expect(isPlainText('first line\nsecond', { multiline: true })).toBe(true);
    expect(plainText({ max: 20, multiline: true }).safeParse('a\r\nb\tc').success).toBe(true);
    expect(city.safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe('validation.tooLong');
  });

  it('keeps a draft as typed when asked', () => {
    expect(plainText({ max: 20, trim: false }).parse('MARIA ')).toBe('MARIA ');
  });
});

describe('tripIdSchema', () => {
  it.each([
    [1, 1],
    ['2', 2],
    ['2147483647', 2_147_483_647],
  ])('reads %j as %d', (input, id) => {
    expect(tripIdSchema.parse(input)).toBe(id);
  });

  it.each([true, false, null, [1], {}, '1e3', ' 1', '01', '1.0', 1.5, 0, -1, '2147483648', ''])(
    'refuses %j',
    (input) => {
      const result = tripIdSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.tripId');
    },
  );
});

describe('searchText', () => {
  const search = searchText({ max: 20 });
  it('refuses what is not text, with the plain-text rule', () => {
    for (const value of ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\u202E', '\u0007']) {
      const result = search.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TEXT_CHARACTERS_ERROR);
    }
  });

  it('keeps the wildcards and the backslash as typed, trimmed', () => {
    expect(search.parse('  %_\\ ')).toBe('%_\\');
  });
});

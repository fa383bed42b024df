import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid.ts';

describe('isUuid', () => {
  it('takes a UUID of any version, in either case', () => {
    expect(isUuid('0b6c6bde-4bd6-4c43-9a9e-3f0e6f5a4f1d')).toBe(true);
    expect(isUuid('0B6C6BDE-4BD6-1C43-9A9E-3F0E6F5A4F1D')).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
  });

  it('refuses anything else: short, long, braces, spaces, other letters, a path', () => {
    for (const value of [
      '',
      '0b6c6bde-4bd6-4c43-9a9e-3f0e6f5a4f1',
      '0b6c6bde-4bd6-4c43-9a9e-3f0e6f5a4f1d0',
      '{0b6c6bde-4bd6-4c43-9a9e-3f0e6f5a4f1d}',
      ' 0b6c6bde-4bd6-4c43-9a9e-3f0e6f5a4f1d',
      '0b6c6bde-4bd6-4c43-9a9e-3f0e6f5a4f1d\n',
      '0b6c6bde4bd64c439a9e3f0e6f5a4f1d',
      'gb6c6bde-4bd6-4c43-9a9e-3f0e6f5a4f1d',
      '../0b6c6bde-4bd6-4c43-9a9e-3f0e6f5a4f1d',
    ]) {
      expect(isUuid(value), JSON.stringify(value)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { escortsNeeded } from './escorts.ts';

describe('escortsNeeded', () => {
  it('gives one escort per 15 travellers, rounded up', () => {
    expect(escortsNeeded(0)).toBe(0);
    expect(escortsNeeded(1)).toBe(1);
    expect(escortsNeeded(15)).toBe(1);
    expect(escortsNeeded(16)).toBe(2);
    expect(escortsNeeded(45)).toBe(3);
  });
});

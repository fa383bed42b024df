import { describe, expect, it } from 'vitest';
import { describeData } from './chart-datum.ts';

describe('describeData', () => {
  it('says each category and its count, in order', () => {
    const data = [
      { key: 'pending', label: 'Processing', value: 12 },
      { key: 'approved', label: 'Approved', value: 40 },
    ];
    expect(describeData(data)).toBe('Processing: 12, Approved: 40');
  });
});

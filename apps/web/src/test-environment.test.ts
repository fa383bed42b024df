import { describe, expect, it } from 'vitest';

// The `web` project runs in node; a component test asks for a document on its first line (vitest.config.ts).
const componentTests = import.meta.glob<string>('./**/*.test.tsx', { query: '?raw', import: 'default', eager: true });

describe('component tests', () => {
  it('exist', () => {
    expect(Object.keys(componentTests).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(componentTests))('%s runs in jsdom', (_path, source) => {
    expect(source.split('\n')[0]).toBe('// @vitest-environment jsdom');
  });
});

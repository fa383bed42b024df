import { describe, expect, it } from 'vitest';

/**
 * The web app's first chunk and its public pages use these `@voyage/domain` modules and must not carry
 * zod's schemas (docs/architecture.md#the-web-app): they, and everything they import, stay free of `zod`.
 */
const ZOD_FREE = [
  'locales.ts',
  'list-sorts.ts',
  'traveller-statuses.ts',
  'trip-id.ts',
  'export-formats.ts',
  'escorts.ts',
  'intl-formats.ts',
  'money.ts',
  'retention-policy.ts',
  'sign-in-rules.ts',
];

const sources = import.meta.glob<string>('../../../../packages/domain/src/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const sourceOf = (file: string) => sources[`../../../../packages/domain/src/${file}`];

const importsOf = (file: string) =>
  [...(sourceOf(file) ?? '').matchAll(/^import\s+(type\s+)?[\s\S]*?from\s+'([^']+)';/gm)]
    .filter((match) => !match[1])
    .map((match) => match[2]!);

describe('zod-free domain modules', () => {
  it.each(ZOD_FREE)('%s imports neither zod nor a module that does', (file) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      expect(sourceOf(name), `packages/domain/src/${name}`).toBeDefined();
      for (const spec of importsOf(name)) {
        expect(spec, `${name} imports ${spec}`).toMatch(/^\.\//);
        visit(spec.slice(2));
      }
    };
    visit(file);
  });

  it('the i18n key messages install zod’s config alone, not the schema builders', () => {
    expect(importsOf('zod-messages.ts')).toEqual(['zod/v4/core']);
  });
});

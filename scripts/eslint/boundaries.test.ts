import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run on sample files that exist only in memory. Each sample imports
// real files (the plugin classifies what an import resolves to), so a sample names modules that are there.
const root = fileURLToPath(new URL('../../', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

type Problem = { rule: string | null; message: string };

async function problems(filePath: string, code: string): Promise<Problem[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ rule: ruleId, message }));
}

/** A module that imports `specifiers` and uses what it imported, so no other rule speaks. */
const importing = (...specifiers: string[]) =>
  specifiers.map((specifier, index) => `import * as m${index} from '${specifier}';`).join('\n') +
  `\nexport const used = [${specifiers.map((_, index) => `m${index}`).join(', ')}];\n`;

const boundary = (message: string) => ({ rule: 'boundaries/dependencies', message: expect.stringContaining(message) });

describe('import boundaries', () => {
  it('refuses a screen importing another area’s screen', async () => {
    const found = await problems(
      'apps/web/src/features/payments/routes/sample.tsx',
      importing('../../documents/routes/documents.tsx'),
    );
    expect(found).toEqual([boundary('A feature is a set of screens')]);
  });

  it('refuses a feature importing app/', async () => {
    const found = await problems(
      'apps/web/src/features/payments/routes/sample.tsx',
      importing('../../../app/guards.tsx'),
    );
    expect(found).toEqual([boundary('A feature is a set of screens')]);
  });

  it('lets a screen use its own area, the entities, the generic components and lib/', async () => {
    const found = await problems(
      'apps/web/src/features/payments/routes/sample.tsx',
      importing(
        './payments.tsx',
        '../../../entities/payments/api/staff-payments.ts',
        '../../../components/common/page-header.tsx',
        '../../../lib/paths.ts',
      ),
    );
    expect(found).toEqual([]);
  });

  it('refuses a generic component importing an entity or a feature', async () => {
    const found = await problems(
      'apps/web/src/components/common/sample.tsx',
      importing('../../entities/payments/api/staff-payments.ts', '../../features/payments/routes/payments.tsx'),
    );
    expect(found).toEqual([boundary('components/ holds generic UI'), boundary('components/ holds generic UI')]);
  });

  it('refuses an entity importing a feature, and an entity of its own rank or above', async () => {
    const found = await problems(
      'apps/web/src/entities/payments/sample.tsx',
      importing(
        '../../features/payments/routes/payments.tsx',
        '../documents/api/staff-documents.ts',
        '../travellers/traveller-name.ts',
      ),
    );
    expect(found).toEqual([boundary('An entity may import'), boundary('An entity may import')]);
  });

  it('refuses lib/ importing components/', async () => {
    const found = await problems('apps/web/src/lib/sample.ts', importing('../components/common/page-header.tsx'));
    expect(found).toEqual([boundary('lib/ is the bottom tier')]);
  });

  it('refuses the web app importing the API', async () => {
    const found = await problems(
      'apps/web/src/lib/sample.ts',
      importing('@voyage/api', '../../../api/src/config/config.ts'),
    );
    expect(found).toEqual([boundary('over HTTP only'), boundary('over HTTP only')]);
  });

  it('refuses Node, React and drizzle-orm in the domain package', async () => {
    const found = await problems(
      'packages/domain/src/sample.ts',
      importing('node:fs', 'path', 'react', 'drizzle-orm', 'zod'),
    );
    expect(found).toEqual([
      boundary('packages/domain holds pure rules'),
      boundary('packages/domain holds pure rules'),
      boundary('packages/domain holds pure rules'),
      boundary('packages/domain holds pure rules'),
    ]);
  });

  describe('data access in the API', () => {
    const sql = `${importing('drizzle-orm', '../db/schema/index.ts')}export const read = (db: { select(): unknown }) => db.select();\n`;

    it('refuses drizzle-orm, the schema and a query builder outside a queries/ folder', async () => {
      const found = await problems(
        'apps/api/src/payments/services/sample.ts',
        sql.replace('../db/schema', '../../db/schema'),
      );
      expect(found).toEqual([
        boundary('All SQL lives in a queries/ folder'),
        boundary('All SQL lives in a queries/ folder'),
        { rule: 'no-restricted-syntax', message: expect.stringContaining('All SQL lives in a queries/ folder') },
      ]);
    });

    it('allows them in a queries/ folder, at the top or inside an area', async () => {
      expect(await problems('apps/api/src/queries/sample.ts', sql)).toEqual([]);
      const inArea = sql.replace('../db/schema', '../../db/schema');
      expect(await problems('apps/api/src/payments/queries/sample.ts', inArea)).toEqual([]);
    });
  });
});

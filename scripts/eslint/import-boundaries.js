// Import boundaries (docs/architecture.md#shape, docs/architecture.md#where-code-goes-in-the-api),
// expressed as `no-restricted-imports` options.
//
// Imports are relative (`../../lib/x.ts`), so a boundary depends on how deep the importing file
// sits: from `features/<x>/<d folders>/file.tsx`, climbing d + 1 levels reaches `features/`.
// We therefore emit one config object per folder depth. A flat-config rule's options replace,
// never merge, so each object carries every restriction that applies to its files.
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';

const MAX_DEPTH = 8;
const WEB_SRC = 'apps/web/src';
const SOURCE = '*.{ts,tsx,js,jsx}';

const up = (levels) => `^(\\.\\./){${levels}}`;

const webMayNotImportApi = [
  { group: ['@voyage/api', '@voyage/api/*'], message: 'The web app talks to the API over HTTP only.' },
  { regex: '(^|/)(apps/)?api/src(/|$)', message: 'The web app talks to the API over HTTP only.' },
];

// public-site/ is drawn by the server too: like components/ and lib/, it knows nothing of the app's screens.
const sharedLayer = (depth) => [
  {
    regex: `${up(depth + 1)}(features|app)(/|$)`,
    message: 'components/, lib/ and public-site/ sit below features/ and app/: they may not import them.',
  },
  {
    regex: '(^|/)src/(features|app)(/|$)',
    message: 'components/, lib/ and public-site/ may not import features/ or app/.',
  },
];

// app/ composes the features (router, route table, providers, layouts); what a feature needs from it
// (paths, session, selected trip, theme) lives in lib/.
const appMessage = 'features/ sit below app/: import paths, session, selected trip and theme from lib/.';

const featureLayer = (feature, depth) => {
  const other = `(?!(${feature}|\\.|\\.\\.)(/|$))[^/]+`;
  const message = `features/${feature} may not import another feature; move shared code to components/ or lib/.`;
  return [
    { regex: `${up(depth + 1)}${other}`, message },
    { regex: `${up(depth + 2)}features/${other}`, message },
    { regex: `(^|/)src/features/${other}`, message },
    { regex: `${up(depth + 2)}app(/|$)`, message: appMessage },
    { regex: '(^|/)src/app(/|$)', message: appMessage },
  ];
};

const restrict = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });

const depthGlob = (base, depth) => `${base}/${'*/'.repeat(depth)}${SOURCE}`;

const listFeatures = () => {
  try {
    return readdirSync(`${WEB_SRC}/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

export const webBoundaries = () => {
  const configs = [{ files: [`${WEB_SRC}/**/${SOURCE}`, 'apps/web/*.ts'], rules: restrict(webMayNotImportApi) }];
  for (let depth = 0; depth <= MAX_DEPTH; depth += 1) {
    configs.push({
      files: [
        depthGlob(`${WEB_SRC}/components`, depth),
        depthGlob(`${WEB_SRC}/lib`, depth),
        depthGlob(`${WEB_SRC}/public-site`, depth),
      ],
      rules: restrict([...webMayNotImportApi, ...sharedLayer(depth)]),
    });
    for (const feature of listFeatures()) {
      configs.push({
        files: [depthGlob(`${WEB_SRC}/features/${feature}`, depth)],
        rules: restrict([...webMayNotImportApi, ...featureLayer(feature, depth)]),
      });
    }
  }
  return configs;
};

const domainMessage = 'packages/domain holds pure rules: no Node, React, database, HTTP or app code.';

export const domainBoundaries = () => [
  {
    files: ['packages/domain/**/*.ts'],
    rules: restrict(
      [
        {
          group: [
            'node:*',
            'react',
            'react/*',
            'react-dom',
            'react-dom/*',
            'drizzle-orm',
            'drizzle-orm/*',
            'fastify',
            'fastify/*',
            '@fastify/*',
            '@voyage/api',
            '@voyage/web',
          ],
          message: domainMessage,
        },
        { regex: '(^|/)apps(/|$)', message: domainMessage },
      ],
      // Bare builtins (`fs`, `path`) as exact names: a gitignore pattern would also match `./path`.
      builtinModules.filter((name) => !name.startsWith('_')).map((name) => ({ name, message: domainMessage })),
    ),
  },
];

const API_SRC = 'apps/api/src';
const dataAccessMessage =
  'All SQL lives in apps/api/src/queries/ (and db/ for the schema, migrations, connection and seed): ' +
  'call a query function instead (docs/architecture.md#where-code-goes-in-the-api).';
const QUERY_METHODS = ['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute'];
const queryCall = (object) =>
  `CallExpression > MemberExpression.callee${object}[property.name=/^(${QUERY_METHODS.join('|')})$/]`;

/**
 * In the API only queries/ and db/ reach the database: nowhere else imports drizzle-orm or the schema's
 * tables, or calls a query builder on `db`, `tx` or `app.db` (routes parse and authorise, services own
 * the transaction and the rules).
 */
export const apiDataAccess = () => [
  {
    files: [`${API_SRC}/**/*.ts`],
    ignores: [`${API_SRC}/**/queries/**`, `${API_SRC}/db/**`],
    rules: {
      ...restrict([
        { group: ['drizzle-orm', 'drizzle-orm/*'], message: dataAccessMessage },
        { regex: '(^|/)db/schema(/|$)', message: dataAccessMessage },
      ]),
      'no-restricted-syntax': [
        'error',
        { selector: queryCall('[object.name=/^(db|tx)$/]'), message: dataAccessMessage },
        { selector: queryCall('[object.property.name="db"]'), message: dataAccessMessage },
      ],
    },
  },
];

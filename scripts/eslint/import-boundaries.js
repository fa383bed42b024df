// Import boundaries (docs/architecture.md#shape, docs/decisions/016-web-entity-tier.md,
// docs/architecture.md#where-code-goes-in-the-api), declared as elements and policies of
// eslint-plugin-boundaries: each folder that is a tier is an element, and a policy says which
// elements it may import. Imports inside one element (a feature's own files) are not checked.
import boundaries from 'eslint-plugin-boundaries';

const WEB = 'apps/web/src';
const API = 'apps/api/src';

/**
 * The tiers, most specific first (a file belongs to the first element whose folder holds it). The web
 * app's tiers, top to bottom: app → features → entities → components → lib. `locales` is data every
 * tier reads; `web-support` is the tests' render helpers and set-up beside `main.tsx`.
 */
const ELEMENTS = [
  { type: 'web-app', pattern: `${WEB}/app` },
  { type: 'web-feature', pattern: `${WEB}/features/*`, capture: ['area'] },
  { type: 'web-entity', pattern: `${WEB}/entities/*`, capture: ['entity'] },
  { type: 'web-component', pattern: `${WEB}/components` },
  { type: 'web-lib', pattern: `${WEB}/lib` },
  { type: 'web-public-site', pattern: `${WEB}/public-site` },
  { type: 'web-locales', pattern: `${WEB}/locales` },
  // What else sits in src/ itself: main.tsx, the tests' set-up and render helpers.
  { type: 'web-support', pattern: WEB },
  { type: 'api-queries', pattern: `${API}/**/queries` },
  { type: 'api-db', pattern: `${API}/db` },
  { type: 'api-test', pattern: 'apps/api/test' },
  { type: 'api', pattern: 'apps/api' },
  { type: 'web', pattern: 'apps/web' },
  { type: 'domain', pattern: 'packages/domain' },
].map((element) => ({ ...element, partialMatch: false }));

/**
 * Which entity may import which: an entity imports only those of a lower rank, so the graph has no cycle.
 * Trips (with their departures) need nothing; a traveller belongs to a trip; a payment or a document
 * belongs to a traveller, and so do the changes sent to the health lead.
 */
export const ENTITY_RANKS = {
  trips: 0,
  schools: 0,
  travellers: 1,
  payments: 2,
  documents: 2,
  health: 2,
  corrections: 2,
  readiness: 3,
};

const type = (name) => ({ element: { type: name } });
const types = (...names) => ({ element: { types: { anyOf: names } } });
const entity = (name) => ({ element: { type: 'web-entity', captured: { entity: name } } });
const SHARED = ['web-component', 'web-lib', 'web-locales', 'web-support'];

const messages = {
  feature:
    'A feature is a set of screens: it may import entities/, components/ and lib/, never another feature or app/ ' +
    '(what two features share becomes an entity, a component or lib/).',
  entity:
    'An entity may import components/ and lib/, and only the entities ranked below it (ENTITY_RANKS in ' +
    'scripts/eslint/import-boundaries.js); never features/ or app/.',
  component: 'components/ holds generic UI: it may import lib/ only, never entities/, features/ or app/.',
  lib: 'lib/ is the bottom tier: it imports no components/, entities/, features/ or app/.',
  publicSite: 'public-site/ is drawn by the server too: it may import lib/ only.',
  webApi: 'The web app talks to the API over HTTP only.',
  domain: 'packages/domain holds pure rules: no Node, React, database, HTTP or app code.',
  dataAccess:
    'All SQL lives in a queries/ folder (and db/ for the schema, migrations, connection and seed): ' +
    'call a query function instead (docs/architecture.md#where-code-goes-in-the-api).',
};

const below = (rank) =>
  Object.entries(ENTITY_RANKS)
    .filter(([, other]) => other < rank)
    .map(([name]) => name);

const entityPolicies = Object.entries(ENTITY_RANKS).map(([name, rank]) => ({
  from: entity(name),
  allow: { to: [types(...SHARED), ...below(rank).map((lower) => entity(lower))] },
}));

const NODE_AND_SERVER = [
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
  '@voyage/api/*',
  '@voyage/web',
  '@voyage/web/*',
];

/** Between local files: every element imports only what its policies allow. */
const localPolicies = [
  { from: type('web-app'), allow: { to: types('web-feature', 'web-entity', 'web-public-site', ...SHARED) } },
  { from: type('web-feature'), allow: { to: types('web-entity', 'web-public-site', ...SHARED) } },
  ...entityPolicies,
  { from: type('web-component'), allow: { to: types(...SHARED) } },
  { from: type('web-lib'), allow: { to: types('web-locales') } },
  { from: type('web-public-site'), allow: { to: types('web-lib', 'web-locales') } },
  { from: type('web-support'), allow: { to: types('web-app', 'web-lib', 'web-locales') } },
  { from: type('web'), allow: { to: types('web-public-site', 'web-lib', 'web-locales', 'domain') } },
  { from: type('api'), allow: { to: types('api-queries', 'api-db', 'domain') } },
  { from: type('api-test'), allow: { to: types('api', 'api-queries', 'api-db', 'domain') } },
  { from: types('api-queries', 'api-db'), allow: { to: types('api', 'api-queries', 'api-db', 'domain') } },
];

/** The refusals worth explaining: each names the tier's rule instead of the plugin's generic sentence. */
const explainedRefusals = [
  { from: type('web-feature'), disallow: { to: types('web-feature', 'web-app') }, message: messages.feature },
  { from: type('web-entity'), disallow: { to: types('web-feature', 'web-app') }, message: messages.entity },
  ...Object.entries(ENTITY_RANKS).map(([name, rank]) => ({
    from: entity(name),
    disallow: {
      to: Object.keys(ENTITY_RANKS)
        .filter((other) => ENTITY_RANKS[other] >= rank)
        .map(entity),
    },
    message: messages.entity,
  })),
  {
    from: type('web-component'),
    disallow: { to: types('web-entity', 'web-feature', 'web-app') },
    message: messages.component,
  },
  {
    from: type('web-lib'),
    disallow: { to: types('web-component', 'web-entity', 'web-feature', 'web-app') },
    message: messages.lib,
  },
  {
    from: type('web-public-site'),
    disallow: { to: types('web-component', 'web-entity', 'web-feature', 'web-app') },
    message: messages.publicSite,
  },
];

/**
 * Packages (npm and Node's own) are open to every element but for these: the web app never imports the API,
 * the domain no Node, React, database or HTTP code, and only queries/ and db/ in the API reach drizzle-orm or
 * the schema's tables.
 */
const packagePolicies = [
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  {
    from: types('web-app', 'web-feature', 'web-entity', 'web-component', 'web-lib', 'web-public-site', 'web-support'),
    disallow: [
      { to: { module: { source: ['@voyage/api', '@voyage/api/*'] } } },
      { to: types('api', 'api-queries', 'api-db') },
    ],
    message: messages.webApi,
  },
  {
    from: type('domain'),
    disallow: [
      { to: { module: { origin: 'core' } } },
      { to: { module: { source: NODE_AND_SERVER } } },
      { to: types('api', 'api-queries', 'api-db', 'web') },
    ],
    message: messages.domain,
  },
  {
    from: type('api'),
    disallow: [
      { to: { module: { source: ['drizzle-orm', 'drizzle-orm/*'] } } },
      { to: { element: { type: 'api-db', fileInternalPath: 'schema/**' } } },
    ],
    message: messages.dataAccess,
  },
];

const QUERY_METHODS = ['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute'];
const queryCall = (object) =>
  `CallExpression > MemberExpression.callee${object}[property.name=/^(${QUERY_METHODS.join('|')})$/]`;

/**
 * Every import boundary of the repository, and the API's one rule no import can express: nowhere outside
 * queries/ and db/ calls a query builder on `db`, `tx` or `app.db` (routes parse and authorise, services own
 * the transaction and the rules).
 */
export const importBoundaries = () => [
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/include': ['apps/**/*', 'packages/**/*'],
      'boundaries/legacy-warnings': false,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkAllOrigins: true,
          policies: [
            ...packagePolicies.slice(0, 1),
            ...localPolicies,
            ...explainedRefusals,
            ...packagePolicies.slice(1),
          ],
        },
      ],
    },
  },
  {
    files: [`${API}/**/*.ts`],
    ignores: [`${API}/**/queries/**`, `${API}/db/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: queryCall('[object.name=/^(db|tx)$/]'), message: messages.dataAccess },
        { selector: queryCall('[object.property.name="db"]'), message: messages.dataAccess },
      ],
    },
  },
];

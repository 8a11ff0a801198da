// ESLint: a small typescript-eslint rule set, and the import boundaries of README.md "Layout"
// enforced with eslint-plugin-boundaries. `#alias` imports (package.json "imports") resolve
// through eslint-import-resolver-typescript to the lib's src/index.ts, so an alias and a relative
// path to the same file are judged alike.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** Libs that no domain module owns: they never import a module or the composition root. */
const PLATFORM_LIBS = 'libs/{eventstore,projections,platform}';

/** The folders of a domain module's src/ besides its slices (features/<slice>/). */
const MODULE_LAYERS = ['domain', 'read-models', 'contracts', 'infrastructure', 'application', 'config'];
/** What other modules never import: all but contracts/ and index.ts (see publicSurface). */
const MODULE_INTERNALS = ['slice', ...MODULE_LAYERS.filter((layer) => layer !== 'contracts')];

const SERVER = ['app', 'platform', 'runtime', 'testing', 'module', 'contracts', ...MODULE_INTERNALS];

const element = (types, extra = {}) => ({ element: { types: { anyOf: [types].flat() }, ...extra } });
/** The same module as the importing file. */
const own = (types) => element(types, { captured: { module: '{{ from.element.captured.module }}' } });
/** What another module may import: its index.ts (`#module`) and its contracts/. */
const publicSurface = [element('module', { fileInternalPath: 'src/index.ts' }), element('contracts')];
/** What the rest of the web app may import of a web feature: its index.ts. */
const webFeatureSurface = element('web-feature', { fileInternalPath: 'index.ts' });

/** A module's index.ts re-exports only from its contracts/: `./contracts/…`, never back out with `..` (esquery's regex takes no slash, hence \x2F). */
const FROM_CONTRACTS = '[source.value=/^\\.\\x2Fcontracts\\x2F(?!.*\\.\\.)/]';
const INDEX_SURFACE = "a module's index.ts exports its ModuleDefinition and re-exports of ./contracts/ only: publish it in contracts/ or keep it inside the module";
const indexExportRules = [
  `ExportAllDeclaration:not(${FROM_CONTRACTS})`,
  `ExportNamedDeclaration[source]:not(${FROM_CONTRACTS})`,
  // `import { X } from './read-models/…'; export { X };`
  'ExportNamedDeclaration[source=null][declaration=null]',
  "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator:not([id.typeAnnotation.typeAnnotation.typeName.name='ModuleDefinition'])",
  "ExportNamedDeclaration[declaration.type!='VariableDeclaration'][declaration.type]",
  'ExportDefaultDeclaration',
].map((selector) => ({ selector, message: INDEX_SURFACE }));

export default defineConfig([
  { ignores: ['**/dist/', 'coverage/', 'test-results/', 'playwright-report/', '.data/'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      // tsc already reports these (noUnusedLocals, noUnusedParameters), `_` prefix included.
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: ['tsconfig.json', 'apps/web/tsconfig.json'], noWarnOnMultipleProjects: true } },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // First match wins: the most specific folder first. Patterns are anchored at the root.
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-components', pattern: 'apps/web/src/components' },
        { type: 'web', pattern: 'apps/web' },
        { type: 'app', pattern: 'apps/*', capture: ['app'] },
        { type: 'platform', pattern: PLATFORM_LIBS },
        { type: 'runtime', pattern: 'libs/runtime' },
        { type: 'testing', pattern: 'libs/testing' },
        // Any other lib is a domain module: a new libs/<name>/ needs no entry here.
        { type: 'slice', pattern: 'libs/*/src/features/*', capture: ['module', 'slice'] },
        ...MODULE_LAYERS.map((layer) => ({ type: layer, pattern: `libs/*/src/${layer}`, capture: ['module'] })),
        { type: 'module', pattern: 'libs/*', capture: ['module'] },
        { type: 'tooling', pattern: '{bench,scripts}' },
      ].map((descriptor) => ({ ...descriptor, partialMatch: false })),
      'boundaries/files': [{ category: 'test', pattern: ['**/*.spec.ts', '**/*.e2e.ts', 'apps/*/{test,e2e}/**', 'libs/*/test/**'] }],
    },
    rules: {
      // Allow-list: an import between two elements passes only if a policy allows it. Imports
      // inside one element (one slice, one module's domain/, one web feature) are not checked.
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: element('tooling'), allow: { to: element([...SERVER, 'web']) } },
            { from: element(SERVER), allow: { to: element('platform') } },
            { from: element(['app', 'runtime']), allow: { to: publicSurface } },
            { from: element('app'), allow: { to: element('runtime') } },
            // The test app is the real app: the test helpers build it from the composition root.
            { from: element('testing'), allow: { to: element('runtime') } },
            { from: { file: { categories: 'test' } }, allow: { to: element('testing') } },

            // Inside a domain module; another module only through its public surface.
            { from: element('module'), allow: { to: own(['slice', ...MODULE_LAYERS]) } },
            { from: element(['slice', 'application']), allow: { to: own(MODULE_LAYERS) } },
            { from: element('read-models'), allow: { to: own(['domain', 'contracts']) } },
            // An adapter reads its settings from the module's configuration section.
            { from: element('infrastructure'), allow: { to: own(['domain', 'contracts', 'config']) } },
            { from: element('contracts'), allow: { to: own('domain') } },
            // A contract may build on another module's published types (a matched playlist is a playlist).
            { from: element(['module', 'slice', 'application', 'infrastructure', 'read-models', 'contracts']), allow: { to: publicSurface } },

            // Web: features meet only through each other's index.ts, and so does the rest of the app;
            // components know no feature.
            { from: element('web'), allow: { to: [element(['web', 'web-components']), webFeatureSurface] } },
            // The route table finds each screen and frame by its file (import.meta.glob, not an import):
            // through an index.ts, a feature's screens would share one chunk, and a screen would download
            // those it never shows. The build's server entry reads the admin frame's table of its screens.
            { from: element('web', { fileInternalPath: 'src/prerender.tsx' }), allow: { to: element('web-feature', { fileInternalPath: '*-frame.tsx' }) } },
            { from: element('web-components'), allow: { to: element('web') } },
            { from: element('web-feature'), allow: { to: [element(['web', 'web-components']), webFeatureSurface] } },
          ],
        },
      ],
    },
  },
  {
    // A domain module's index.ts is its whole surface (README "Adding a module", decision 0008): the
    // ModuleDefinition it declares itself, and re-exports of its contracts/. What the composition root
    // needs of the module (its Nest module, projections, configuration section, upcasters) reaches it
    // through the definition, so nothing else is exported: no read model, no domain, no application file.
    files: ['libs/*/src/index.ts'],
    ignores: [`${PLATFORM_LIBS}/src/index.ts`, 'libs/{runtime,testing}/src/index.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...indexExportRules],
    },
  },
  {
    // components/link.tsx and components/tabs.tsx say why: react-router's own links cost every page
    // about 4 kB gzip; Radix's tab panels force the style of a whole screen in the middle of a commit.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/tabs.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router-dom', importNames: ['Link', 'NavLink'], message: "Use Link from components/link.tsx (and isCurrentPath for a tab's aria-current)." },
            { name: '@radix-ui/react-tabs', message: 'Use components/tabs.tsx: its panels do not force a style recalculation as they mount.' },
          ],
        },
      ],
    },
  },
  {
    // The domain is pure rules: no framework, no database.
    files: ['libs/*/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@nestjs/*', '@mikro-orm/*'], message: 'domain/ holds pure rules: no Nest, no MikroORM.' }] },
      ],
    },
  },
  {
    // Decision 0018: a command's rules are decided from events under optimistic concurrency, never from a read
    // model, which lags (two racing requests would both pass). Controllers and processors may use read models
    // to find ids and to answer; query handlers are named *.query-handler.ts.
    files: ['libs/*/src/features/**/*.handler.ts', 'libs/*/src/features/**/*.process-manager.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/read-models/**'], message: 'A command handler or process manager decides from events, never from a read model (decision 0018): find ids in the controller.' }],
          paths: [{ name: '#matching', importNames: ['MatchScores'], message: 'MatchScores is a read model: look it up in the controller and pass what it found in the command (decision 0018).' }],
        },
      ],
    },
  },
]);

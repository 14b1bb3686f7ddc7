/**
 * The web app's layers (ARCHITECTURE.md): a folder's place says its room, and imports only go down.
 *   app → routes → shell → pages → features → ui → platform / i18n → @mch/sdk
 * `app/` (the composition root) is imported by no one; a page never reaches into another page (the page registry,
 * pages/registry.tsx, is the one file that names them all); nothing forms a cycle, type-only imports included.
 * Tests and the test helpers (src/test/) may import any layer.
 */
const SRC = '^src/';
const LAYERS = ['app', 'routes', 'shell', 'pages', 'features', 'ui', ['platform', 'i18n']];
const NOT_TESTS = ['\\.test\\.tsx?$', `${SRC}test/`];

const rank = (folder) =>
  LAYERS.findIndex((layer) => (Array.isArray(layer) ? layer : [layer]).includes(folder));
const folders = LAYERS.flat();

const upward = folders
  .filter((folder) => rank(folder) > 0)
  .map((folder) => {
    const higher = folders.filter((other) => rank(other) < rank(folder));
    return {
      name: `no-upward-from-${folder}`,
      comment: `${folder}/ may only import layers below it, not ${higher.join(', ')}`,
      severity: 'error',
      from: { path: `${SRC}${folder}/`, pathNot: NOT_TESTS },
      to: { path: `${SRC}(${higher.join('|')})/` },
    };
  });

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle anywhere, type-only ones included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: 'no-app-imports',
      comment: 'app/ is the composition root: nothing imports it (test helpers may render it).',
      severity: 'error',
      from: { path: SRC, pathNot: [`${SRC}app/`, ...NOT_TESTS] },
      to: { path: `${SRC}app/` },
    },
    {
      name: 'no-page-to-page',
      comment: 'A page does not reach into another page: shared parts live in features/ or ui/.',
      severity: 'error',
      from: { path: `${SRC}pages/([^/]+)/`, pathNot: NOT_TESTS },
      to: { path: `${SRC}pages/`, pathNot: `${SRC}pages/$1/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};

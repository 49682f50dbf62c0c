// ESLint: TypeScript rules everywhere, purity rules in engine/, and the import boundaries of
// DESIGN.md (engine -> nothing outside; renderer -> no electron services or db).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const engineLayers = [
  { group: ['**/electron/**', '../electron/*', 'electron', 'electron/*'], message: 'engine/ is pure: no Electron or services imports.' },
  { group: ['**/renderer/**'], message: 'engine/ never imports the renderer.' },
];
const engineBoundary = {
  patterns: [
    ...engineLayers,
    { group: ['node:*', 'fs', 'path', 'os', 'child_process', 'worker_threads', 'better-sqlite3', 'ws'], message: 'engine/ is pure: no Node or I/O modules.' },
  ],
};

const noElectron = { name: 'electron', message: 'Services are plain Node: no electron imports.' };
const engineDoor = { group: ['**/engine/*', '**/engine/**', '!**/engine/index'], message: 'electron/ reaches the engine only through engine/index.ts.' };
// The engine's floors (engine/README.md "Floors"), from the ground up: a module imports values
// only from its own floor or those below. Types may name any floor (they carry no code, so they
// make no import cycle and no load order); the kernel calls the interpreter through
// core/seam.ts.
const engineFloors = [
  ['cards'],
  ['core'],
  ['decisions'],
  ['continuous'],
  ['triggers'],
  ['events'],
  ['stack'],
  ['flow'],
  ['interpreter'],
  ['game'],
  ['profiles'],
  ['conformance', 'replay', 'testing', 'view'],
  ['ai'],
];
const floorOf = (folder) => engineFloors.findIndex((floor) => floor.includes(folder));
/** Import patterns that reach a folder of the engine from anywhere inside another (up to three levels deep). */
const reaching = (folder) => ['../', '../../', '../../../'].flatMap((up) => [`${up}${folder}`, `${up}${folder}/**`]);
/** The no-restricted-imports options of a folder: purity, plus no value import from a floor above it. */
function floorRule(folder, allowed = []) {
  const above = engineFloors.flat().filter((other) => floorOf(other) > floorOf(folder) && !allowed.includes(other));
  const patterns = above.map((other) => ({
    group: reaching(other),
    allowTypeImports: true,
    message: `engine/${folder} is on a lower floor than engine/${other}: it may import only its types (engine/README.md "Floors"; call the interpreter through core/seam.ts).`,
  }));
  return ['error', { patterns: [...engineBoundary.patterns, ...patterns] }];
}

export default tseslint.config(
  { ignores: ['node_modules/**', 'out/**', 'dist/**', 'release/**', 'e2e/screenshots/**', 'test-results/**', '.scratch/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['engine/**/*.ts'],
    ignores: ['engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', engineBoundary],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'engine/ is deterministic: use the game RNG (core/rng.ts).' },
        { object: 'Date', property: 'now', message: 'engine/ has no clock.' },
        { object: 'performance', property: 'now', message: 'engine/ has no clock.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'engine/ has no clock.' }],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'require'],
    },
  },
  ...engineFloors.flat().map((folder) => ({
    files: [`engine/${folder}/**/*.ts`],
    ignores: ['engine/**/*.test.ts'],
    rules: { 'no-restricted-imports': floorRule(folder) },
  })),
  {
    // Engine tests run in Node (they may read fixtures and spawn the CLI) but still never reach
    // into electron/ or the renderer, and stay deterministic.
    files: ['engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: engineLayers }],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'engine tests are deterministic: use a seed.' }],
    },
  },
  {
    files: ['renderer/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // `electron` as a path (not a pattern): a pattern would also match the ../electron/ipc folder,
          // whose contract types the renderer shares.
          paths: [{ name: 'electron', message: 'The renderer talks to services only through renderer/src/api.' }],
          patterns: [
            { group: ['**/electron/services/**', '**/electron/db/**', '**/electron/main/**', '**/electron/web-host/**', 'better-sqlite3', 'node:*'], message: 'The renderer talks to services only through renderer/src/api.' },
            { group: ['**/engine/*', '**/engine/**', '!**/engine/index'], message: 'The renderer takes only types from engine/index.' },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/services/**/*.ts', 'electron/db/**/*.ts', 'electron/web-host/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noElectron] }],
    },
  },
  {
    // engine/index.ts is the engine's one public door, for electron/ too (tests and their child
    // processes may also use the engine's test support).
    files: ['electron/**/*.ts'],
    ignores: ['electron/**/*.test.ts', 'electron/db/durability-child.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [engineDoor] }],
    },
  },
  {
    files: ['electron/services/**/*.ts', 'electron/db/**/*.ts', 'electron/web-host/**/*.ts'],
    ignores: ['electron/**/*.test.ts', 'electron/db/durability-child.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noElectron], patterns: [engineDoor] }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'scripts/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);

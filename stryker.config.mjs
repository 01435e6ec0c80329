// @ts-check
/**
 * Mutation testing of the rules engine (issue 15): `npm run mutation`.
 *
 * Narrow a run with MUTATE (comma-separated folders or files; tests and fidelity files stay out):
 *   MUTATE=src/engine/wargaming npm run mutation
 *   MUTATE=src/engine/core/random.ts,src/engine/wargaming/wind.ts npm run mutation
 * Stryker's own flag still works and replaces the whole list: npm run mutation -- --mutate 'src/engine/core/random.ts'
 * TYPECHECK=0 skips the TypeScript checker (faster; mutants that would not compile then count as killed by the tests).
 * Reports: reports/mutation/ (html, json); `npm run mutation:score` prints the scores per ruleset.
 */
const EXCLUDED = ['!src/engine/**/*.test.ts', '!src/engine/**/fidelity*.ts']

/** @param {string} entry */
function toGlob(entry) {
  const path = entry.trim().replace(/\/+$/, '')
  return path.endsWith('.ts') ? path : `${path}/**/*.ts`
}

const narrowed = (process.env.MUTATE ?? '').split(',').filter((entry) => entry.trim() !== '')
const mutate = [...(narrowed.length > 0 ? narrowed.map(toGlob) : ['src/engine/**/*.ts']), ...EXCLUDED]
const typecheck = process.env.TYPECHECK !== '0'

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Only the engine's own tests: the screens' tests import the engine too but are slow and not the bar.
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  checkers: typecheck ? ['typescript'] : [],
  tsconfigFile: 'tsconfig.mutation.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate,
  ignorePatterns: ['dist', 'dev-dist', 'test-results', 'playwright-report', 'reports', 'docs', 'public', 'tests'],
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportTests: false, reportMutants: false, reportScoreTable: true },
  // Two cores shared with other work: never more than two test-runner processes.
  concurrency: 2,
  timeoutMS: 10000,
  timeoutFactor: 2,
  dryRunTimeoutMinutes: 10,
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
}

// @ts-check
/**
 * Mutation testing of the rules engine (issue 15): `npm run mutation`.
 *
 * Narrow a run with MUTATE (comma-separated folders or files; tests and fidelity files stay out):
 *   MUTATE=src/engine/wargaming npm run mutation
 *   MUTATE=src/engine/core/random.ts,src/engine/wargaming/wind.ts npm run mutation
 * Stryker's own flag still works and replaces the whole list: npm run mutation -- --mutate 'src/engine/core/random.ts'
 * TESTS limits the test files (comma-separated folders or test files), e.g. TESTS=src/engine/wargaming: faster, and
 * immune to other folders' failing tests, but a mutant killed only by another folder's tests then survives. With
 * TESTS, static mutants (module-level tables) are ignored: StrykerJS 9.6.1 activates them too late when test files
 * are given and would report them all as survivors (stryker-js issue 6144). Measure without TESTS.
 * `npm run mutation -- --incremental` reuses the last incremental run's results for unchanged code and tests.
 * TYPECHECK=0 skips the TypeScript checker (faster; mutants that would not compile then count as killed by the tests).
 * Reports: reports/mutation/ (html, json); `npm run mutation:score` prints the scores per ruleset. REPORT=name writes
 * to reports/mutation/name/ instead, so runs side by side keep their own reports (and incremental files).
 */
const EXCLUDED = ['!src/engine/**/*.test.ts', '!src/engine/**/fidelity*.ts']

import { fileURLToPath } from 'node:url'

/**
 * A folder becomes every matching file under it; a file or glob ending in .ts stays as given.
 * @param {string} entry
 * @param {string} [files]
 */
function toGlob(entry, files = '*.ts') {
  const path = entry.trim().replace(/\/+$/, '')
  return path.endsWith('.ts') ? path : `${path}/**/${files}`
}

// The tests run in a sandbox copy of the project: tell the fidelity tests where the seed texts really are.
process.env.ADC_SEEDS_DIR ??= fileURLToPath(new URL('../shared/seeds', import.meta.url))

const narrowed = (process.env.MUTATE ?? '').split(',').filter((entry) => entry.trim() !== '')
const mutate = [...(narrowed.length > 0 ? narrowed.map((entry) => toGlob(entry)) : ['src/engine/**/*.ts']), ...EXCLUDED]
const typecheck = process.env.TYPECHECK !== '0'
const reportDir = process.env.REPORT ? `reports/mutation/${process.env.REPORT}` : 'reports/mutation'
const testFiles = (process.env.TESTS ?? '')
  .split(',')
  .filter((entry) => entry.trim() !== '')
  .map((entry) => toGlob(entry, '*.test.ts'))

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Only the engine's own tests: the screens' tests import the engine too but are slow and not the bar.
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  ...(testFiles.length > 0 ? { testFiles, ignoreStatic: true } : {}),
  coverageAnalysis: 'perTest',
  checkers: typecheck ? ['typescript'] : [],
  tsconfigFile: 'tsconfig.mutation.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate,
  ignorePatterns: ['.stryker-tmp*', 'dist', 'dist-*', 'dev-dist', 'test-results', 'playwright-report', 'reports', 'docs', 'public', 'tests'],
  incrementalFile: `${reportDir}/stryker-incremental.json`,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: `${reportDir}/index.html` },
  jsonReporter: { fileName: `${reportDir}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportTests: false, reportMutants: false, reportScoreTable: true },
  // Two cores shared with other work: never more than two test-runner processes.
  concurrency: 2,
  timeoutMS: 10000,
  timeoutFactor: 2,
  dryRunTimeoutMinutes: 10,
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
}

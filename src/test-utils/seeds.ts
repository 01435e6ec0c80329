import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Test-only access to the original rule texts in ../shared/seeds (beside the checkout), or in
 * ADC_SEEDS_DIR: StrykerJS runs the tests in a sandbox copy, where "beside the checkout" is elsewhere,
 * so its config points here. A fresh clone has no ../shared: then this returns null and fidelity tests
 * skip, saying so.
 */
export const SEEDS_DIR = process.env.ADC_SEEDS_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/seeds')

export function seedText(number: string): string | null {
  if (!existsSync(SEEDS_DIR)) return null
  const file = readdirSync(SEEDS_DIR).find((f) => f.startsWith(`${number}_`))
  return file ? readFileSync(resolve(SEEDS_DIR, file), 'utf8') : null
}

/** The skip reason fidelity tests print when the seeds are absent. */
export const NO_SEEDS = `seed texts not found at ${SEEDS_DIR}: fidelity comparison skipped (shipped tables are still checked by the transcription tests)`

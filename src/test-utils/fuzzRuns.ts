/** Test-only: how many fuzz cases run, and how a failing one is replayed. */
import type fc from 'fast-check'

/** 2,000 cases by default; FUZZ_RUNS=100000 runs more. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 2000)
/** A generous test timeout for FUZZ_RUNS cases on a busy machine (the suite asserts no timing). */
export const FUZZ_TIMEOUT = 60_000 + FUZZ_RUNS * 50

/**
 * fast-check parameters: `FUZZ_SEED=<n>` (and `FUZZ_PATH=<p>`) replay a failure; without them a fresh
 * seed is drawn. A failure's report names both, as a command line to paste.
 */
export function fuzzParameters<T>(runs: number = FUZZ_RUNS): fc.Parameters<T> {
  const seed = process.env.FUZZ_SEED === undefined ? crypto.getRandomValues(new Int32Array(1))[0]! : Number(process.env.FUZZ_SEED)
  const path = process.env.FUZZ_PATH
  return {
    numRuns: runs,
    seed,
    ...(path ? { path, endOnFailure: true } : {}),
    reporter(details) {
      if (!details.failed) return
      const replay = `FUZZ_SEED=${details.seed}${details.counterexamplePath ? ` FUZZ_PATH=${details.counterexamplePath}` : ''}`
      const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)
      const shown = JSON.stringify(details.counterexample)?.slice(0, 500) ?? 'none'
      throw new Error(`Fuzz case failed after ${details.numRuns} runs; replay with ${replay}\nCounterexample (first 500 characters): ${shown}\n${cause}`)
    },
  }
}

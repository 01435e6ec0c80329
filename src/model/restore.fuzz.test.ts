import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FUZZ_RUNS, FUZZ_TIMEOUT, fuzzParameters } from '@/test-utils/fuzzRuns'
import { BUILT_IN_NAMES, HUGE_FILLER, battleFileText } from '@/test-utils/importFuzz'
import { toBattleFile } from './exportFile'
import { fold } from './fold'
import { QUOTE_LIMIT } from './issues'
import { parseBattleFileText } from './restore'
import { RESERVED_KEYS } from './schema'
import { KNOWN_RULESETS } from '@/rulesets/known'
import { checkBattleState } from '@/rulesets/foldedStates'
import { mutants, playedBattles } from '../../scripts/fuzzMutants'
import type { BattleState } from './types'

/**
 * Import fuzzing: random and mutated battle files (truncated JSON, wrong types, huge strings, deep
 * nesting, built-in-name ids and keys, unknown rulesets, duplicate ids, future versions, ops of every
 * kind with bad fields). Each must be a clear error or a valid battle that folds. 2,000 cases by
 * default; FUZZ_RUNS=100000 runs more; a failure prints FUZZ_SEED and FUZZ_PATH, which replay it.
 * The slowest case is a bench figure (scripts/bench/import.ts), not an assertion here.
 */

/** The longest refusal: a field path, what was expected (quoted ≤ 4 × 100) and what came (≤ 100). */
const MAX_MESSAGE = 700

/** What a folded battle must hold for every screen: each unit and deck under its own id, nothing on a prototype. */
function expectSound(state: BattleState): void {
  for (const map of [state.units, state.decks]) {
    const proto: unknown = Object.getPrototypeOf(map)
    expect(proto === null || proto === Object.prototype).toBe(true)
    for (const key of Object.keys(map)) expect(RESERVED_KEYS.has(key)).toBe(false)
  }
  for (const [id, unit] of Object.entries(state.units)) {
    expect(unit.id).toBe(id)
    expect(['a', 'b']).toContain(unit.side)
    expect(typeof unit.name).toBe('string')
  }
  expect(state.setup.sides.map((s) => s.id)).toEqual(['a', 'b'])
}

describe('import fuzzing: every hostile file is a clear error or a valid battle that folds', () => {
  it('parse → restore never throws; a refusal is short and quotes ≤ 100 characters; an import folds, exports and imports again identically', () => {
    fc.assert(
      fc.property(battleFileText(), (text) => {
        const r = parseBattleFileText(text, KNOWN_RULESETS)
        if (!r.ok) {
          expect(r.message.length).toBeGreaterThan(0)
          expect(r.message.length).toBeLessThanOrEqual(MAX_MESSAGE)
          expect(r.message).not.toMatch(new RegExp(`\\${HUGE_FILLER}{${QUOTE_LIMIT + 2},}`))
          expect(r.message).not.toMatch(/TypeError|RangeError|\[object Object\]|Maximum call stack/)
          return
        }
        expect(fold(r.file.setup, r.file.actions)).toEqual(r.state)
        expectSound(r.state)
        const again = parseBattleFileText(JSON.stringify(toBattleFile(r.file.setup, r.file.actions, r.file.exportedAt)), KNOWN_RULESETS)
        expect(again.ok && again.state).toEqual(r.state)
      }),
      fuzzParameters(),
    )
    // Nothing a file said reached Object.prototype.
    for (const name of ['polluted', ...BUILT_IN_NAMES.filter((n) => !(n in Object.prototype))]) expect(name in {}).toBe(false)
  }, FUZZ_TIMEOUT)
})

describe('import fuzzing of played battles: counts past their bounds, broken references, `at` and turns out of range', () => {
  it('each mutant of a played battle of every ruleset is refused naming the field, or is a battle its rules can reach', () => {
    const played = playedBattles()
    expect(played.map((p) => p.ruleset).sort()).toEqual([...KNOWN_RULESETS.ids].sort())
    let accepted = 0
    for (const m of mutants(played, FUZZ_RUNS, Number(process.env.FUZZ_SEED ?? 26))) {
      const r = parseBattleFileText(m.text, KNOWN_RULESETS)
      if (!r.ok) {
        expect(r.message, `#${m.n} ${m.what}`).toMatch(/^(This file is not JSON|[\w$]+(\[\d+\]|\.[^\s:]+)*):\s/)
        expect(r.message.length).toBeLessThanOrEqual(MAX_MESSAGE)
        continue
      }
      accepted++
      expect(checkBattleState(r.state), `#${m.n} ${m.what}`).toBeNull()
      expectSound(r.state)
    }
    expect(accepted).toBeGreaterThan(0)
  }, FUZZ_TIMEOUT)
})


describe('the mutant maker itself', () => {
  it('never throws, whatever an earlier mutation left (seed 2711 once emptied every list, then asked for one)', () => {
    const played = playedBattles()
    for (const [seed, count] of [[2711, 20_000], [1, 2000], [26, 2000]] as const) {
      let n = 0
      for (const m of mutants(played, count, seed)) n += m.text.length > 0 || m.what.includes('text cut') ? 1 : 0
      expect(n).toBe(count)
    }
  }, 60_000)
})

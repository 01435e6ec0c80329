import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { purgeBattles } from '@/db/transfer'
import { putBattle } from '@/db/writeBattle'
import { parseBattleFileText } from '@/model/restore'
import { KNOWN_RULESETS } from '@/rulesets/known'
import { FUZZ_RUNS, FUZZ_TIMEOUT, fuzzParameters } from '@/test-utils/fuzzRuns'
import { battleFileText } from '@/test-utils/importFuzz'
import { patch, put, testLog, testSetup } from '@/test-utils/battles'
import type { AdcDatabase } from '@/db/db'
import { mutants, playedBattles } from '../../scripts/fuzzMutants'
import { useBattleStore } from './battle'
import { useBattlesStore } from './battles'
import { dropDbs, freshDb } from './testDb'

afterEach(dropDbs)

/** The store path is slower (IndexedDB): a sample of 1 in 20 of the fuzz cases, at least 40. */
const STORE_RUNS = Math.max(40, Math.round(FUZZ_RUNS / 20))

/** Every row of every table, as stored text: "byte-identical" is this string unchanged. */
async function dump(db: AdcDatabase): Promise<string> {
  const [battles, actions, snapshots] = await Promise.all([db.battles.toArray(), db.actions.toArray(), db.snapshots.toArray()])
  return JSON.stringify({ battles, actions, snapshots })
}

describe('import fuzzing through the battles store (fake IndexedDB)', () => {
  it('a hostile file is refused changing nothing; an accepted one is a new battle that opens as it folded, and existing battles stay byte-identical', async () => {
    const db = freshDb()
    // Battles already here, one with the id every fuzzed file names (an import must never replace it).
    await putBattle(db, testSetup(), testLog([put('u1')], [patch('u1', { lostBases: 1 })], 'undo'), 'Quatre Bras', 1)
    await putBattle(db, testSetup({ id: 'battle-2', name: 'Ligny' }), testLog([put('valueOf')]), 'Ligny', 2)
    const before = await dump(db)
    const battles = useBattlesStore()
    await fc.assert(
      fc.asyncProperty(battleFileText(), async (text) => {
        const expected = parseBattleFileText(text, KNOWN_RULESETS)
        const result = await battles.importText(text)
        if (!result.ok) {
          expect(expected.ok ? 'accepted by restore' : result.message).toBe(result.message)
          expect(await dump(db)).toBe(before)
          return
        }
        expect(expected.ok).toBe(true)
        expect(['battle-1', 'battle-2']).not.toContain(result.id)
        const battle = useBattleStore()
        expect(await battle.open(result.id)).toBe(true)
        if (expected.ok) expect({ ...battle.state, setup: { ...battle.state?.setup, id: expected.state.setup.id } }).toEqual(expected.state)
        battle.close()
        await purgeBattles(db, [result.id])
        expect(await dump(db)).toBe(before)
      }),
      fuzzParameters(STORE_RUNS),
    )
  }, FUZZ_TIMEOUT)

  it('mutants of played battles of every ruleset: refused changing nothing, or imported and opened with the state restore folded', async () => {
    const db = freshDb()
    await putBattle(db, testSetup(), testLog([put('u1')], [patch('u1', { lostBases: 1 })], 'undo'), 'Quatre Bras', 1)
    const before = await dump(db)
    const battles = useBattlesStore()
    for (const m of mutants(playedBattles(), STORE_RUNS, Number(process.env.FUZZ_SEED ?? 27))) {
      const expected = parseBattleFileText(m.text, KNOWN_RULESETS)
      const result = await battles.importText(m.text)
      expect(result.ok, `#${m.n} ${m.what}`).toBe(expected.ok)
      if (result.ok && expected.ok) {
        const battle = useBattleStore()
        expect(await battle.open(result.id), `#${m.n} ${m.what}`).toBe(true)
        expect({ ...battle.state, setup: { ...battle.state?.setup, id: expected.state.setup.id } }).toEqual(expected.state)
        battle.close()
        await purgeBattles(db, [result.id])
      }
      expect(await dump(db)).toBe(before)
    }
  }, FUZZ_TIMEOUT)
})

/**
 * Storage figures, in Node with fake-indexeddb (a real phone's IndexedDB differs; these show the
 * app's own cost): dispatch → persisted, and opening a battle of 400 units and 10,000 actions.
 */
import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { createPinia, setActivePinia } from 'pinia'
import { AdcDatabase, setDb } from '@/db/db'
import { putBattle } from '@/db/writeBattle'
import * as v from 'valibot'
import { fold } from '@/model/fold'
import { checkSequence } from '@/model/logCheck'
import { ActionSchema } from '@/model/schema'
import { useBattleStore } from '@/stores/battle'
import { useBattlesStore } from '@/stores/battles'
import { testSetup } from '@/test-utils/battles'
import type { BenchLine } from '../bench'
import { bigLog } from '../benchLog'

/** The test builders' ruleset: the one whose schema their unit state (TEST_UNIT_STATE) fits. */
const BENCH_RULESET = testSetup().ruleset
const UNITS = 400
const ACTIONS = 10_000

const timed = (f: () => void) => {
  const t = performance.now()
  f()
  return performance.now() - t
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

async function timeOpen(id: string): Promise<number> {
  setActivePinia(createPinia())
  const t0 = performance.now()
  if (!(await useBattleStore().open(id))) throw new Error(useBattleStore().error ?? 'open failed')
  return performance.now() - t0
}

export default async function storage(): Promise<BenchLine[]> {
  const db = new AdcDatabase(`adc-bench-${crypto.randomUUID()}`)
  setDb(db)
  setActivePinia(createPinia())
  const id = await useBattlesStore().create({ name: 'Bench', ruleset: BENCH_RULESET, sides: [{ name: 'A', nationality: 'French' }, { name: 'B', nationality: 'Austrian' }] })
  const setup = (await db.battles.get(id))!.setup
  await db.battles.delete(id)
  const log = bigLog(ACTIONS, UNITS)
  const state = fold(setup, log)
  const foldMs = median([0, 1, 2].map(() => timed(() => fold(setup, log))))
  // The app's own share of an open: schema check + log check + fold, with the rows already in memory.
  const checkMs = median([0, 1, 2].map(() => timed(() => {
    const parsed = v.parse(v.array(ActionSchema), log)
    if (checkSequence(parsed)) throw new Error('bad log')
    fold(setup, parsed)
  })))
  await putBattle(db, setup, log, setup.name, Date.now())

  // An open without a snapshot keeps one, so each "from scratch" open first deletes it.
  const scratch = async () => { await db.snapshots.clear(); return timeOpen(id) }
  const openScratch = median([await scratch(), await scratch(), await scratch()])
  await db.snapshots.put({ battleId: id, seq: ACTIONS, state })
  const openSnap = median([await timeOpen(id), await timeOpen(id), await timeOpen(id)])

  const t1 = performance.now()
  await db.actions.where('battleId').equals(id).toArray()
  const rawRead = performance.now() - t1

  const battle = useBattleStore()
  const times: number[] = []
  for (let i = 0; i < 100; i++) {
    const t = performance.now()
    const done = await battle.dispatch({ kind: 'fire.applied', label: 'bench', ops: [{ op: 'unit.patch', id: 'u7', state: { lostBases: i % 6 } }] })
    times.push(performance.now() - t)
    if (!done) throw new Error(battle.error ?? 'dispatch failed')
  }
  db.close()
  await Dexie.delete(db.name)
  setDb(null)
  return [
    { name: 'fold 400 units, 10,000 actions (pure, in memory)', value: foldMs, unit: 'ms' },
    { name: 'schema check + log check + fold, rows in memory', value: checkMs, unit: 'ms' },
    { name: 'open 400 units / 10,000 actions, no snapshot', value: openScratch, unit: 'ms', target: '< 300 ms' },
    { name: 'open 400 units / 10,000 actions, latest snapshot', value: openSnap, unit: 'ms', target: '< 300 ms' },
    { name: 'raw read of the 10,000 actions alone, stored in chunk rows of 500 (fake-indexeddb)', value: rawRead, unit: 'ms' },
    { name: 'dispatch → persisted, median of 100 (10k-action battle)', value: median(times), unit: 'ms', target: '< 16 ms' },
  ]
}

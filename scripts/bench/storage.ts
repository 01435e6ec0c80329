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
import type { Action, Op, Unit } from '@/model/types'
import { useBattleStore } from '@/stores/battle'
import { useBattlesStore } from '@/stores/battles'
import { testSetup, testUnit } from '@/test-utils/battles'
import type { BenchLine } from '../bench'

/** The test builders' ruleset: the one whose schema their unit state (TEST_UNIT_STATE) fits. */
const BENCH_RULESET = testSetup().ruleset
const UNITS = 400
const ACTIONS = 10_000

function bigLog(): Action[] {
  const log: Action[] = []
  const live: number[] = []
  for (let seq = 1; seq <= ACTIONS; seq++) {
    const at = 1_700_000_000_000 + seq * 1000
    if (seq <= UNITS) {
      // A whole state the ruleset's schema accepts: states are checked when a battle is read.
      const unit: Unit = { ...testUnit(`u${seq}`), side: seq % 2 ? 'a' : 'b', name: `Battalion ${seq}` }
      log.push({ seq, at, kind: 'unit.add', label: `Added ${unit.name}`, ops: [{ op: 'unit.put', unit }] })
    } else if (seq % 50 === 0 && live.length) {
      log.push({ seq, at, kind: 'undo', label: 'Undo', undoes: live.pop()!, ops: [] })
      continue
    } else {
      const id = `u${(seq % UNITS) + 1}`
      const ops: Op[] = [{ op: 'unit.patch', id, state: { lostBases: seq % 6, order: seq % 3 ? 'formed' : 'disordered' } }]
      log.push({ seq, at, kind: 'fire.applied', label: `Battalion lost ${seq % 6}`, by: 'a', ops })
    }
    live.push(seq)
  }
  return log
}

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
  const log = bigLog()
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

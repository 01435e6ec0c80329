/** Test-only builders for battles and actions (kept beside the model; not used by the app). */
import type { Action, BattleSetup, Op, Unit } from '@/model/types'

export function testSetup(over: Partial<BattleSetup> = {}): BattleSetup {
  return {
    id: 'battle-1',
    name: 'Quatre Bras',
    ruleset: 'wargaming',
    createdAt: 1_700_000_000_000,
    tableUnit: 'cm',
    figureScale: 15,
    sides: [
      { id: 'a', name: 'Ney', nationality: 'French' },
      { id: 'b', name: 'Wellington', nationality: 'British/KGL' },
    ],
    rulings: {},
    options: {},
    ...over,
  }
}

/** A whole unit state the test ruleset's schema accepts (a seed 004 line battalion of 4 bases). */
export const TEST_UNIT_STATE: Unit['state'] = {
  nation: 'French', arm: 'infantry', troopType: 'Line', provenance: 'as printed', fireFactor: 3, meleeFactor: 4, moraleFactor: 7,
  controlFactor: 3, skirmish: false, weapon: 'Musket', quality: 'regular', formation: 'line', order: 'formed', fatigue: 'fresh',
  bases: 4, damagedBases: 0, lostBases: 0, casualtiesThisTurn: 0, status: 'active', commandId: null, hasFired: false,
  lastMoraleScore: null, note: '',
}

export function testUnit(id: string, state: Unit['state'] = {}): Unit {
  return { id, side: 'a', name: `Unit ${id}`, kind: 'infantry', state: { ...TEST_UNIT_STATE, ...state } }
}

/** Numbers actions 1, 2, 3… and turns 'undo' entries into undo actions of the right target. */
export function testLog(...entries: (Op[] | 'undo')[]): Action[] {
  const log: Action[] = []
  const stack: Action[] = []
  entries.forEach((entry, i) => {
    const seq = i + 1
    if (entry === 'undo') {
      const target = stack.pop()
      log.push({ id: `s${seq}`, seq, at: seq, kind: 'undo', label: `Undo: ${target?.label}`, undoes: target?.id ?? 's0', ops: [] })
    } else {
      const action: Action = { id: `s${seq}`, seq, at: seq, kind: 'test', label: `action ${seq}`, ops: entry }
      stack.push(action)
      log.push(action)
    }
  })
  return log
}

export const put = (id: string, state?: Unit['state']): Op => ({ op: 'unit.put', unit: testUnit(id, state) })
export const patch = (id: string, state: Unit['state']): Op => ({ op: 'unit.patch', id, state })

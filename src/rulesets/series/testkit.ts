/** Test-only: small series battles built through the same drafts the screens dispatch. */
import { applyOps, initialState } from '@/model/fold'
import { testSetup } from '@/test-utils/battles'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, JsonRecord, Unit } from '@/model/types'
import { addLeaderDraft, addUnitDraft, type LeaderForm, type UnitForm } from './unitOps'

export function apply(state: BattleState, draft: ActionDraft | null): BattleState {
  return draft ? { ...applyOps(state, draft.ops), seq: state.seq + 1 } : state
}

export const LINE: UnitForm = { name: '2e de ligne', type: 'infantry', steps: 7, firepower: 3, meleeValue: 2, morale: 9, fireRange: 1, formation: 'line', corps: 'I', hex: '1205' }
export const BATTERY: UnitForm = { name: 'Foot battery', type: 'artillery', steps: 2, firepower: 6, meleeValue: 1, morale: 8, fireRange: 6, formation: 'unlimbered', corps: 'I', hex: '1206' }
export const FOOT: UnitForm = { name: '92nd Foot', type: 'infantry', steps: 6, firepower: 3, meleeValue: 2, morale: 8, fireRange: 1, formation: 'line', corps: 'II', hex: '1405' }
export const LEADER: LeaderForm = { name: 'Reille', rank: 'corps', corps: 'I', combatBonus: 1, moraleBonus: 1, movementAllowance: 12, initiative: 3, obedience: 4, hex: '1205' }

const unitOf = (d: ActionDraft): Unit => { const op = d.ops[0]!; if (op.op !== 'unit.put') throw new Error('not a unit'); return op.unit }
export const lineInfantry = (): Unit => unitOf(addUnitDraft('a', LINE, 'u1'))
export const corpsLeader = (): Unit => unitOf(addLeaderDraft('a', LEADER, 'l1'))

/** French side a (2e de ligne, a battery, Reille), English side b (92nd Foot). */
export function smallBattle(options: JsonRecord = {}): BattleState {
  let s = initialState(testSetup({ ruleset: 'series', figureScale: undefined, rulings: {}, options }))
  s = apply(s, addUnitDraft('a', LINE, 'u1'))
  s = apply(s, addUnitDraft('a', BATTERY, 'u2'))
  s = apply(s, addUnitDraft('b', FOOT, 'u3'))
  s = apply(s, addLeaderDraft('a', LEADER, 'l1'))
  return s
}

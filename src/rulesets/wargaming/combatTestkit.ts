/** Test-only: a small Quatre Bras with units and leaders typed from seed 004's tables. */
import { applyOps, initialState } from '@/model/fold'
import { testSetup } from '@/test-utils/battles'
import type { BattleState, Op, Unit } from '@/model/types'
import type { WargamingLeaderState, WargamingUnitState } from './unitState'

export function line(id: string, side: 'a' | 'b', name: string, over: Partial<WargamingUnitState> = {}): Unit {
  // seed 004, Troop Types and Unit Factors: FRENCH Line 3/4/7/3 and BRITISH/KGL Line 5/4/7/3
  const state: WargamingUnitState = {
    nation: side === 'a' ? 'French' : 'British/KGL', arm: 'infantry', troopType: 'Line', provenance: 'as printed',
    fireFactor: side === 'a' ? 3 : 5, meleeFactor: 4, moraleFactor: 7, controlFactor: 3, skirmish: false, weapon: 'Musket',
    quality: 'regular', formation: 'line', order: 'formed', fatigue: 'fresh', bases: 4, damagedBases: 0, lostBases: 0,
    casualtiesThisTurn: 0, status: 'active', commandId: null, hasFired: false, lastMoraleScore: null, note: '', ...over,
  }
  return { id, side, name, kind: 'infantry', state }
}

export function leader(id: string, side: 'a' | 'b', name: string, ratings: [number, number, number], over: Partial<WargamingLeaderState> = {}): Unit {
  const [leadership, morale, commandIndecision] = ratings
  const state: WargamingLeaderState = { leadership, morale, commandIndecision, level: 'army', isCinC: true, commandId: null, status: 'active', provenance: 'as printed', ...over }
  return { id, side, name, kind: 'leader', state }
}

/** Ney (3, 5, 2) v Wellington (5, 3, 1) — seed 004, Leadership Factors — with one Line battalion each. */
export function quatreBras(...more: Op[]): BattleState {
  const units = [leader('ney', 'a', 'Ney', [3, 5, 2]), leader('wel', 'b', 'Wellington', [5, 3, 1]), line('45e', 'a', '45e Ligne', { commandId: 'ney' }), line('92nd', 'b', '92nd Foot', { commandId: 'wel' })]
  return applyOps(initialState(testSetup()), [...units.map((unit): Op => ({ op: 'unit.put', unit })), ...more])
}

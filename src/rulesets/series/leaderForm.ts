import { check } from '@/engine/core'
import type { LeaderRank } from '@/engine/series/leaders'
import type { ActionDraft } from '@/model/actionDraft'
import { checkName } from '@/model/names'
import type { SideId, Unit } from '@/model/types'
import { asJson, leaderState, type SeriesLeaderState } from './unitState'

const whole = (n: number, min: number) => Number.isInteger(n) && n >= min

export interface LeaderForm {
  name: string
  rank: LeaderRank
  corps: string
  combatBonus: number
  moraleBonus: number
  movementAllowance: number
  initiative: number | null
  obedience: number | null
  hex: string
}

/** A new leader counter (3.2, 14.2): one 'leader.add' action. */
export function addLeaderDraft(side: SideId, f: LeaderForm, id: string): ActionDraft {
  const name = checkName(f.name, 'name', 'the leader')
  const b = (n: number, field: string) => check(Number.isInteger(n) && n >= -6 && n <= 6, 'out-of-range', field, `${field}: a whole number, as printed on the counter.`)
  b(f.combatBonus, 'combatBonus')
  b(f.moraleBonus, 'moraleBonus')
  check(whole(f.movementAllowance, 0), 'out-of-range', 'movementAllowance', 'Movement allowance: a whole number, 0 or more.')
  for (const k of ['initiative', 'obedience'] as const) {
    const n = f[k]
    check(n === null || (Number.isInteger(n) && n >= 0 && n <= 6), 'out-of-range', k, `${k === 'initiative' ? 'Initiative' : 'Obedience'}: a whole number from 0 to 6, or blank.`)
  }
  const state: SeriesLeaderState = { rank: f.rank, corps: f.corps.trim(), combatBonus: f.combatBonus, moraleBonus: f.moraleBonus, movementAllowance: f.movementAllowance,
    initiative: f.initiative, obedience: f.obedience, hex: f.hex.trim(), status: 'active' }
  return { kind: 'leader.add', by: side, label: `${name} (${f.rank} commander) joins`, ops: [{ op: 'unit.put', unit: { id, side, name, kind: 'leader', state: asJson(state) } }] }
}

/** A leader wounded or killed (14.5), or back: one action. */
export function leaderStatusDraft(unit: Unit, status: SeriesLeaderState['status']): ActionDraft | null {
  if (leaderState(unit).status === status) return null
  return { kind: 'leader.status', by: unit.side, label: `${unit.name}: ${status}`, ops: [{ op: 'unit.patch', id: unit.id, state: { status } }] }
}

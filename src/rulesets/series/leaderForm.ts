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

/** The values of a leader counter checked as printed (3.2, 14.2, 17.6, 17.7). */
function checkedLeader(f: LeaderForm): Omit<LeaderForm, 'name'> {
  const b = (n: number, field: string) => check(Number.isInteger(n) && n >= -6 && n <= 6, 'out-of-range', field, `${field}: a whole number, as printed on the counter.`)
  b(f.combatBonus, 'combatBonus')
  b(f.moraleBonus, 'moraleBonus')
  check(whole(f.movementAllowance, 0), 'out-of-range', 'movementAllowance', 'Movement allowance: a whole number, 0 or more.')
  for (const k of ['initiative', 'obedience'] as const) {
    const n = f[k]
    check(n === null || (Number.isInteger(n) && n >= 0 && n <= 6), 'out-of-range', k, `${k === 'initiative' ? 'Initiative' : 'Obedience'}: a whole number from 0 to 6, or blank.`)
  }
  return { rank: f.rank, corps: f.corps.trim(), combatBonus: f.combatBonus, moraleBonus: f.moraleBonus, movementAllowance: f.movementAllowance,
    initiative: f.initiative, obedience: f.obedience, hex: f.hex.trim() }
}

/** A new leader counter (3.2, 14.2): one 'leader.add' action. */
export function addLeaderDraft(side: SideId, f: LeaderForm, id: string): ActionDraft {
  const name = checkName(f.name, 'name', 'the leader')
  const state: SeriesLeaderState = { ...checkedLeader(f), status: 'active' }
  return { kind: 'leader.add', by: side, label: `${name} (${f.rank} commander) joins`, ops: [{ op: 'unit.put', unit: { id, side, name, kind: 'leader', state: asJson(state) } }] }
}

/** A leader counter's values corrected (a typo on entry, a substitute's values, 14.6): one 'leader.edit' action; the hex is moved with leaderMoveDraft. */
export function editLeaderDraft(unit: Unit, f: Omit<LeaderForm, 'name' | 'hex'>): ActionDraft | null {
  const was = leaderState(unit)
  const next = checkedLeader({ ...f, name: unit.name, hex: was.hex })
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== was[k])
  if (!changed.length) return null
  return { kind: 'leader.edit', by: unit.side, label: `${unit.name}: ${changed.map((k) => `${k} ${String(was[k] ?? '—')} → ${String(next[k] ?? '—')}`).join(', ')}`,
    ops: [{ op: 'unit.patch', id: unit.id, state: asJson(next) }] }
}

/** A leader wounded or killed (14.5), or back: one action. */
export function leaderStatusDraft(unit: Unit, status: SeriesLeaderState['status']): ActionDraft | null {
  if (leaderState(unit).status === status) return null
  return { kind: 'leader.status', by: unit.side, label: `${unit.name}: ${status}`, ops: [{ op: 'unit.patch', id: unit.id, state: { status } }] }
}

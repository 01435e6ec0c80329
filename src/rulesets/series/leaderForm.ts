import { check } from '@/engine/core'
import type { LeaderRank } from '@/engine/series/leaders'
import type { ActionDraft } from '@/model/actionDraft'
import { checkName } from '@/model/names'
import type { SideId, Unit } from '@/model/types'
import { asJson, leaderState, type SeriesLeaderState } from './unitState'

import { LEADER_LIMITS } from '@/engine/series/printedLimits'

export interface LeaderForm {
  name: string
  rank: LeaderRank
  corps: string
  combatBonus: number | null
  moraleBonus: number | null
  movementAllowance: number | null
  initiative: number | null
  obedience: number | null
  hex: string
}

const SAYS = { combatBonus: 'Combat bonus', moraleBonus: 'Morale bonus', movementAllowance: 'Movement allowance', initiative: 'Initiative', obedience: 'Obedience' } as const
type Checked = Omit<LeaderForm, 'name' | 'combatBonus' | 'moraleBonus' | 'movementAllowance'> & { combatBonus: number; moraleBonus: number; movementAllowance: number }

/** The values of a leader counter checked as printed, within LEADER_LIMITS (3.2, 14.2, 17.6, 17.7); initiative and obedience may be blank. */
function checkedLeader(f: LeaderForm): Omit<Checked, 'name'> {
  for (const k of ['combatBonus', 'moraleBonus', 'movementAllowance', 'initiative', 'obedience'] as const) {
    const n = f[k]
    const { min, max } = LEADER_LIMITS[k]
    const blankOk = k === 'initiative' || k === 'obedience'
    check(n !== null || blankOk, 'out-of-range', k, `${SAYS[k]}: not entered yet.`)
    check(n === null || (Number.isInteger(n) && n >= min && n <= max), 'out-of-range', k,
      `${SAYS[k]}: a whole number from ${min < 0 ? `−${-min}` : min} to ${max}${blankOk ? ', or blank' : ', as printed on the counter'}.`)
  }
  return { rank: f.rank, corps: f.corps.trim(), combatBonus: f.combatBonus!, moraleBonus: f.moraleBonus!, movementAllowance: f.movementAllowance!,
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

import { check } from '@/engine/core/errors'
import type { BattleState, Unit } from '@/model/types'
import { leaderState, COMMAND_LEVELS } from './leaders'
import type { ActionDraft } from '@/model/actionDraft'
import type { CommandLevel } from './unitState'

/** Every leader above `id` (its commandId chain), to refuse a loop. */
function chainAbove(state: BattleState, id: string | null): string[] {
  const seen: string[] = []
  while (id && !seen.includes(id)) {
    seen.push(id)
    id = (state.units[id]?.state.commandId as string | null | undefined) ?? null
  }
  return seen
}

/** Places a unit or a leader under a leader (unit.commandId), or frees it (null). */
export function placeUnder(state: BattleState, unit: Unit, leaderId: string | null): ActionDraft | null {
  const before = (unit.state.commandId as string | null | undefined) ?? null
  if (before === leaderId) return null
  const leader = leaderId ? state.units[leaderId] : undefined
  if (leaderId) {
    check(leader?.kind === 'leader', 'unknown-value', 'commandId', `Under: that leader is not in this battle`)
    check(leader.side === unit.side, 'not-allowed-together', 'commandId', `Under: ${leader.name} commands the other side`)
    check(!chainAbove(state, leaderId).includes(unit.id), 'not-allowed-together', 'commandId', `Under: ${unit.name} cannot serve under ${leader.name}, who is under him`)
  }
  const name = (id: string | null) => (id ? (state.units[id]?.name ?? id) : '—')
  return {
    kind: 'unit.command',
    label: `${unit.name}: command ${name(before)} → ${name(leaderId)}`,
    by: unit.side,
    ops: [{ op: 'unit.patch', id: unit.id, state: { commandId: leaderId } }],
  }
}

/** seed 004, Definitions: Command Radius — brigade, division, corps or army. */
export function setLevel(leader: Unit, level: CommandLevel): ActionDraft | null {
  check(COMMAND_LEVELS.includes(level), 'unknown-value', 'level', `Level: choose ${COMMAND_LEVELS.join(', ')}`)
  const before = leaderState(leader).level
  if (before === level) return null
  return { kind: 'leader.level', label: `${leader.name}: command level ${before} → ${level}`, by: leader.side, ops: [{ op: 'unit.patch', id: leader.id, state: { level } }] }
}

/** Removes a leader; the units and leaders under him pass to his own superior (or to nobody). */
export function removeLeader(state: BattleState, leader: Unit): ActionDraft {
  const up = leaderState(leader).commandId
  const under = Object.values(state.units).filter((u) => u.state.commandId === leader.id)
  const to = up ? ` (his command passes to ${state.units[up]?.name ?? up})` : ''
  return {
    kind: 'leader.remove',
    label: `Removed ${leader.name} from the roster${under.length ? to : ''}`,
    by: leader.side,
    ops: [...under.map((u) => ({ op: 'unit.patch' as const, id: u.id, state: { commandId: up } })), { op: 'unit.remove', id: leader.id }],
  }
}

import type { CardType } from '@/engine/wargaming/deck'
import type { Arm, SeqEvent, Side } from '@/engine/wargaming/sequence'
import type { Action, BattleState } from '@/model/types'
import { isLeader, unitState } from './turnState'

const side = (s: unknown): Side | null => (s === 'a' || s === 'b' ? s : null)
const str = (x: unknown): string | null => (typeof x === 'string' ? x : null)

function armOf(state: BattleState, id: string | null): Arm | 'leader' {
  const u = id ? state.units[id] : undefined
  return !u || isLeader(u) ? 'leader' : unitState(u).arm
}

/** The initiative moved by a patch in an older action (lost mêlée, morale result). */
function passed(a: Action, why: string): SeqEvent[] {
  for (const op of a.ops) {
    const to = op.op === 'battle.patch' ? side(op.patch.initiative) : null
    if (to) return [{ e: 'pass', from: to === 'a' ? 'b' : 'a', why }]
  }
  return []
}

/** Events for an action logged before the sequence existed (no `detail.flow`), from its kind and detail. */
export function legacyEvents(a: Action, state: BattleState): SeqEvent[] {
  const d = a.detail ?? {}
  const by = side(a.by)
  switch (a.kind) {
    case 'initiative.test':
    case 'initiative.challenge': {
      if (d.outcome === 'turn ends') return [{ e: 'same face' }]
      const won = d.outcome === 'side a' ? 'a' : d.outcome === 'side b' ? 'b' : by
      return won ? [{ e: 'initiative', side: won, how: a.kind === 'initiative.test' ? 'test' : 'challenge' }] : []
    }
    case 'initiative.given':
      return by ? [{ e: 'initiative', side: by, how: 'attacker' }] : []
    case 'initiative.pass':
      return by ? [{ e: 'pass', from: by, why: 'by choice' }] : []
    case 'deck.draw':
      return by && typeof d.cardType === 'string' ? [{ e: 'card', side: by, card: d.cardType as CardType, left: typeof d.left === 'number' ? d.left : 1 }] : []
    case 'turn.end':
      return [{ e: 'turn end' }]
    case 'fire.applied': {
      const firer = str(d.firerId)
      const f = firer ? state.units[firer] : undefined
      const target = str(d.targetId)
      const arm = armOf(state, firer)
      return f && target && arm !== 'leader' ? [{ e: 'act', unit: f.id, side: f.side as Side, arm, act: 'fired', targets: [target] }] : []
    }
    case 'melee.applied': {
      const units = [str(d.attackerId), str(d.defenderId)].filter((u): u is string => u !== null)
      return [{ e: 'melee', units, decided: d.outcome !== 'draw' }, ...passed(a, 'a friendly unit lost a mêlée')]
    }
    case 'morale.applied': {
      const id = str(d.unitId)
      const u = id ? state.units[id] : undefined
      const arm = armOf(state, id)
      if (!u || arm === 'leader' || typeof d.outcome !== 'string') return []
      return [{ e: 'morale', unit: u.id, side: u.side as Side, arm, outcome: d.outcome }, ...passed(a, `a friendly unit's morale result was ${d.outcome.toLowerCase()}`)]
    }
    default:
      return []
  }
}

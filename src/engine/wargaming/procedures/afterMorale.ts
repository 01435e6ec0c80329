import type { OwedStep } from '../../core/sequence'
import { moraleMove, type MoraleArm } from '../moraleMoves'
import type { Arm, Side } from '../sequence/types'
import type { MoraleResultWord } from '../tables/moraleTables'
import { passFrom, wearier, type Consequences, type Fatigue, type Order, type UnitChange } from './types'

export interface MoraleFacts {
  readonly unit: { readonly id: string; readonly side: Side; readonly arm: Arm; readonly horse?: boolean; readonly order: Order; readonly fatigue: Fatigue }
  readonly outcome: MoraleResultWord
  readonly inMelee?: boolean
  readonly initiative: Side | null
}

const EXPLANATION = 'seed 004, Morale: Explanation of results'

function armOf(u: MoraleFacts['unit']): MoraleArm {
  if (u.arm === 'artillery') return u.horse ? 'horse artillery' : 'foot artillery'
  return u.arm
}

/**
 * Everything that follows a morale result (seed 004, Morale: Explanation of results; Rallying; Determining
 * Initiative): the move it compels, the state of order, a rout's fatigue, the initiative passing, and the
 * friends within 300 yards who test (their positions are the players' to judge: a prompt, not a test owed).
 */
export function afterMorale(m: MoraleFacts): Consequences {
  const u = m.unit
  const move = moraleMove(m.outcome, armOf(u), !!m.inMelee)
  const change: { -readonly [K in keyof UnitChange]: UnitChange[K] } = { unit: u.id }
  if (move.orderAfter !== 'unchanged' && u.order !== 'disordered') change.order = move.orderAfter
  if (m.outcome === 'Rout') change.fatigue = wearier(u.fatigue)
  const owed: OwedStep[] = move.yards === null ? [] : [{ kind: 'move', unitIds: [u.id], label: `${m.outcome.toLowerCase()} ${move.yards} yd`, reason: `${move.explanation} (${EXPLANATION})` }]
  const prompts: string[] = []
  if (m.outcome === 'Retreat' || m.outcome === 'Rout')
    prompts.push('Units within 300 yards and within sight of friends who retreat or rout test morale, for the initial move only (seed 004, Morale)')
  if (move.guns) prompts.push(move.guns)
  const pass = move.passesInitiative ? passFrom(u.side, m.initiative, `a friendly unit's morale result was ${m.outcome.toLowerCase()}`) : passFrom(u.side, null, '')
  const changes = Object.keys(change).length > 1 ? [change] : []
  return { changes, owed, events: [{ e: 'morale', unit: u.id, side: u.side, arm: u.arm, outcome: m.outcome }, ...pass.events], initiativePasses: pass.initiativePasses, prompts }
}

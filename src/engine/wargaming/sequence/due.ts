import type { OwedStep } from '../../core/sequence'
import type { Arm, SeqState, Side } from './types'
import type { CardType } from '../deck'

const ARM_CARD: Record<Arm, CardType> = { infantry: 'Infantry Move', cavalry: 'Cavalry Move', artillery: 'Artillery Move' }

/**
 * seed 004, Morale: Rallying — retreating and routing troops "test morale in the next friendly movement
 * phase for that troop type": the tests owed when `side` turns `card`. Whether they are yet out of small-arms
 * range (retreat) or 400 yards from all enemy units (rout) is the players' to judge: they dismiss the test if not.
 */
export function dueOnCard(s: SeqState, side: Side, card: CardType): OwedStep[] {
  return Object.entries(s.falling)
    .filter(([, f]) => f.side === side && f.outcome !== 'Retire' && ARM_CARD[f.arm] === card)
    .map(([id, f]) => ({
      kind: 'morale',
      unitIds: [id],
      label: 'morale test',
      reason: `${f.outcome === 'Rout' ? 'routing: once at least 400 yards from all enemy units' : 'retreating: once out of range of enemy small arms fire'}, test morale in the next friendly movement phase for that troop type (seed 004, Morale: Rallying)`,
    }))
}

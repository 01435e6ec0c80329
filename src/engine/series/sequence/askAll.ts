import { ALLOWED, type OwedRef, type Verdict } from '../../core/sequence'
import { phaseOf } from './phase'
import { askCommandOrders } from './askCommandOrders'
import { askFire } from './askFire'
import { askMelee } from './askMelee'
import { askCharge, askFormation, askHold, askMove } from './askMove'
import { askCountercharge, askRally, askSquare } from './askReaction'
import { askTest } from './askTest'
import { owedGate, unitGate } from './gates'
import { no } from './rules'
import type { SeriesQuestion, SeriesState } from './types'

/** The unit's own question, once it is on the map. */
function own(s: SeriesState, q: Exclude<SeriesQuestion, { q: 'melee' | 'order' | 'initiative' | 'leader' | 'next' | 'test' }>, successive: boolean): Verdict {
  switch (q.q) {
    case 'charge': return askCharge(s, q.unit, successive)
    case 'move': return askMove(s, q.unit)
    case 'formation': return askFormation(s, q.unit, q.to)
    case 'hold': return askHold(s, q.unit)
    case 'fire': return askFire(s, q.unit, q.kind)
    case 'countercharge': return askCountercharge(s, q.unit)
    case 'square': return askSquare(s, q.unit)
    default: return askRally(s, q.unit)
  }
}

/** Reactions that happen while a move owes nothing yet: opportunity fire during a retreat (7.5, 8.9) and a countercharge of a retreating unit (8.1). */
const DURING_RETREAT = ['retreat', 'charge']

/** A declared charge is owed its melee in the melee phase (9.3): it holds back nothing before that. */
const CHARGE = ['charge']

/**
 * Every question in the text's order: the unit on the map, then its own rule, then what is owed (a result is
 * applied before the game goes on, 7.3 and 8.8); the end of a phase waits for everything owed (2.0).
 */
export function askCommandQuestion(s: SeriesState, q: SeriesQuestion, owed: readonly OwedRef[], successive: boolean): Verdict {
  if (q.q === 'next') return owed.some((o) => o.kind !== 'charge' || phaseOf(s) === 'melee') ? no('phaseOver') : ALLOWED
  if (q.q === 'test') return askTest(q.kind, owed)
  if (q.q === 'order' || q.q === 'initiative' || q.q === 'leader') return askCommandOrders(s, q, owed)
  const ids = q.q === 'melee' ? [...q.units, ...q.defenders] : [q.unit]
  for (const id of ids) {
    const v = unitGate(s, id)
    if (v.verdict !== 'allowed') return v
  }
  const mine = q.q === 'melee' ? askMelee(s, q.units, q.defenders) : own(s, q, successive)
  if (mine.verdict === 'forbidden') return mine
  const reaction = (q.q === 'fire' && q.kind === 'opportunity') || q.q === 'countercharge'
  // A stack's square or countercharge checks are owed one after the other (5.5, 9.6, 9.7): the unit's own owed check is the one being made.
  const others = q.q === 'square' || q.q === 'countercharge' ? owed.filter((o) => !o.unitIds.includes(q.unit)) : owed
  const gate = owedGate(others, reaction ? DURING_RETREAT : CHARGE)
  return gate.verdict === 'allowed' ? mine : gate
}

import { endOfTurnIndecision } from '../deckTurn'
import type { Side } from '../sequence/types'
import type { Consequences, UnitChange } from './types'

export interface EndOfTurnFacts {
  readonly sides: Readonly<Record<Side, { readonly routedOrDestroyed: number; readonly leadership: number; readonly alreadyAdded: number }>>
  readonly scope: 'each turn' | 'once per battle'
  /** Leaders with a minor wound: they return to normal the next turn. */
  readonly minorWounded: readonly string[]
}

export interface EndOfTurn extends Consequences {
  /** Command Indecision cards added to each deck (seed 004, End of Turn). */
  readonly indecision: Readonly<Record<Side, 0 | 1>>
}

/** seed 004, End of Turn; Leader Casualties (Minor: returns to normal the next turn). */
export function endOfTurn(f: EndOfTurnFacts): EndOfTurn {
  const add = (s: Side) => endOfTurnIndecision(f.sides[s].routedOrDestroyed, f.sides[s].leadership, f.sides[s].alreadyAdded, f.scope)
  const changes: UnitChange[] = f.minorWounded.map((id) => ({ unit: id, leaderStatus: 'active' }))
  return { indecision: { a: add('a'), b: add('b') }, changes, owed: [], events: [{ e: 'turn end' }], initiativePasses: null, prompts: [] }
}

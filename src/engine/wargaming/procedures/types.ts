import type { OwedStep } from '../../core/sequence'
import type { SeqEvent, Side } from '../sequence/types'

export type Order = 'formed' | 'unformed' | 'disordered'
export type Fatigue = 'fresh' | 'tired' | 'exhausted'

/** A change a result makes to one unit or leader (only the fields that change). */
export interface UnitChange {
  readonly unit: string
  readonly order?: Order
  readonly fatigue?: Fatigue
  readonly formation?: string
  readonly leaderStatus?: 'active' | 'minor wound' | 'seriously wounded' | 'killed'
}

/** Everything that follows a result (issue 20): one action on the screen. */
export interface Consequences {
  readonly changes: readonly UnitChange[]
  /** Owed tests and moves, in the text's order. */
  readonly owed: readonly OwedStep[]
  /** The flow events the action carries. */
  readonly events: readonly SeqEvent[]
  /** The side the initiative passes from, and why; null when it stays. */
  readonly initiativePasses: { readonly from: Side; readonly why: string } | null
  /** What the text leaves to the players, said beside the result. */
  readonly prompts: readonly string[]
}

export const NONE: Consequences = { changes: [], owed: [], events: [], initiativePasses: null, prompts: [] }

/** seed 004, Definitions: Tired / Exhausted — after a charge or rout move a unit is tired; a tired unit that moves is exhausted. */
export function wearier(f: Fatigue | undefined): Fatigue {
  return f === 'fresh' || f === undefined ? 'tired' : 'exhausted'
}

/** The pass event and its record, when a friendly unit of the side holding the initiative suffers `why`. */
export function passFrom(side: Side, initiative: Side | null, why: string): Pick<Consequences, 'initiativePasses' | 'events'> {
  if (side !== initiative) return { initiativePasses: null, events: [] }
  return { initiativePasses: { from: side, why }, events: [{ e: 'pass', from: side, why }] }
}

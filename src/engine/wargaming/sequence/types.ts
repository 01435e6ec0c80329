import type { CardType } from '../deck'

/**
 * The wargaming (seed 004) sequence of play as plain JSON records: the events a battle's log carries
 * (`detail.flow`), the state folded from them and the questions a screen asks. No model, no Vue.
 */
export type Side = 'a' | 'b'
export type Arm = 'infantry' | 'cavalry' | 'artillery'
export type MoveCard = 'Infantry Move' | 'Cavalry Move' | 'Artillery Move'

/** What a unit did this phase (seed 004, The Cards; Non-Initiative Units; Opportunity Fire/Charge). */
export type Act =
  | 'moved' | 'formation' | 'fired' | 'charged' | 'held' | 'rallied'
  | 'return fire' | 'opportunity fire' | 'opportunity charge' | 'counter-charge'
  /** A charge (or opportunity charge) that failed to make contact (seed 004, Charges & Mêlées; Control). */
  | 'fell short'

/** The acts of the side without the initiative (seed 004, Non-Initiative Units). */
export const REACTIONS: readonly Act[] = ['return fire', 'opportunity fire', 'opportunity charge', 'counter-charge']

export type FallingBack = 'Retire' | 'Retreat' | 'Rout'

export type SeqEvent =
  | { readonly e: 'initiative'; readonly side: Side; readonly how: 'test' | 'challenge' | 'attacker' }
  /** Both D20s showed the same number in an initiative test: the turn ends. */
  | { readonly e: 'same face' }
  | { readonly e: 'card'; readonly side: Side; readonly card: CardType; readonly left: number }
  | { readonly e: 'pass'; readonly from: Side; readonly why: string }
  | { readonly e: 'act'; readonly unit: string; readonly side: Side; readonly arm: Arm | 'leader'; readonly act: Act; readonly targets?: readonly string[] }
  | { readonly e: 'melee'; readonly units: readonly string[]; readonly decided: boolean }
  | { readonly e: 'morale'; readonly unit: string; readonly side: Side; readonly arm: Arm; readonly outcome: string }
  /** The unit reformed (a control test of 2 or more, or a rally). */
  | { readonly e: 'reformed'; readonly unit: string }
  | { readonly e: 'turn end' }
  | { readonly e: 'battle ends'; readonly why: string }
  | { readonly e: 'play on' }

export interface SeqState {
  readonly turn: number
  readonly initiative: Side | null
  /** How the side holding the initiative came to hold it, in the rules' words. */
  readonly how: string | null
  /** The card turned this phase and by whom; null before the first card or after the initiative passed. */
  readonly card: { readonly side: Side; readonly card: CardType } | null
  /** Cards turned this turn. */
  readonly phases: number
  /** What each unit did this phase. */
  readonly acted: Readonly<Record<string, readonly Act[]>>
  /** Times each unit was fired on this phase (return fire answers each). */
  readonly firedOn: Readonly<Record<string, number>>
  /** Units charged this phase, with their attackers. */
  readonly charged: Readonly<Record<string, readonly string[]>>
  /** Move cards each unit moved on this turn. */
  readonly movedOn: Readonly<Record<string, readonly MoveCard[]>>
  /** Artillery Move: the side without the initiative has begun its artillery fire. */
  readonly initiativeDone: boolean
  /** Mêlées not yet decided: the units in each. */
  readonly melees: readonly (readonly string[])[]
  /** Units retiring, retreating or routing, and which arm's next movement phase they test in. */
  readonly falling: Readonly<Record<string, { readonly side: Side; readonly arm: Arm; readonly outcome: FallingBack }>>
  /** Units unformed by a mêlée or a morale result: they reform only by rallying or a control test. */
  readonly reformByTest: readonly string[]
  /** Why the turn is over, or null. */
  readonly over: string | null
  readonly ended: string | null
  readonly playOn: boolean
}

/** The facts of a unit that decide what it may do. */
export interface UnitFacts {
  readonly id: string
  readonly side: Side
  readonly arm: Arm | 'leader'
  /** The arm of the brigade or division the unit belongs to, when known. */
  readonly division?: Arm | null
  readonly formation?: string
  readonly order?: 'formed' | 'unformed' | 'disordered'
  readonly fatigue?: 'fresh' | 'tired' | 'exhausted'
  /** Infantry and artillery with a fire factor, cavalry armed with carbines. */
  readonly canFire?: boolean
  /** Leaders: the arm of the brigade or division they command, or the corps or army. */
  readonly commands?: Arm | 'corps' | 'army' | null
}

export interface TargetFacts {
  readonly id: string
  readonly arm: Arm | 'leader'
  readonly inBuildings?: boolean
  readonly behindWall?: boolean
  readonly inMelee?: boolean
}

export type Question =
  | { readonly q: 'act'; readonly act: Act; readonly unit: UnitFacts; readonly target?: TargetFacts; readonly distanceYards?: number }
  | { readonly q: 'initiative test' }
  | { readonly q: 'card'; readonly side: Side }
  | { readonly q: 'challenge'; readonly side: Side }
  | { readonly q: 'pass'; readonly side: Side }
  | { readonly q: 'melee'; readonly units: readonly string[] }
  /** `side`: the tester's side (officer casualties: the leader's). */
  | { readonly q: 'test'; readonly kind: string; readonly unit: string; readonly side?: Side }
  | { readonly q: 'end turn' }

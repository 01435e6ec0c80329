/**
 * The waterloo sequence of play (seed 002, B–H) as plain JSON records: the events a battle's log folds into, the
 * questions a screen asks and the state the fold keeps. Nothing here reads the clock or the store.
 */
export type WlArmy = 'French' | 'Anglo-Allied' | 'Prussian'
export type WlType = 'infantry' | 'cavalry' | 'artillery'
/** seed 002, F: the eligible Unit Actions. */
export type UnitAction = 'maneuver' | 'bombard' | 'rally' | 'close'
/** seed 002, A-2b and D: the kinds of Activation Marker. */
export type MarkerKind = 'french-corps' | 'napoleon' | 'allied-corps' | 'prussian-corps' | 'commander'

export type WlEvent =
  /** A unit joins or changes: only the fields given change. */
  | { readonly t: 'unit'; readonly id: string; readonly army?: WlArmy; readonly corps?: string | null; readonly type?: WlType | null; readonly detachment?: boolean; readonly out?: boolean }
  /** A Game Turn begins (the battle's first, after setup or the Rainy Start). */
  | { readonly t: 'turn'; readonly gameTurn: number }
  /** A marker drawn from the container, or a held French Corps marker played "as if the player just drew it" (D-1b). */
  | { readonly t: 'draw'; readonly marker: string; readonly kind: MarkerKind; readonly held?: boolean }
  | { readonly t: 'hold'; readonly marker: string }
  /** The drawn marker is enacted: its Corps (or commander) activates. */
  | { readonly t: 'activate'; readonly marker: string; readonly kind: MarkerKind }
  /** A held Napoleon marker used for one Le Petite Caporal action (D-3a), on a Corps or unit the player names. */
  | { readonly t: 'napoleon'; readonly marker: string; readonly action: string; readonly on?: string | null }
  /** Wellington's or Blucher's first Rally of one unit (D-3b, D-3c). */
  | { readonly t: 'commander-rally'; readonly unit: string }
  /** A unit's Unit Action, as it is done (F). `target` for a Bombardment or a Close Combat. */
  | { readonly t: 'act'; readonly unit: string; readonly action: UnitAction; readonly target?: string | null; readonly forcedMarch?: boolean }
  /** The Close To Contact Test of an attack (F-4d). */
  | { readonly t: 'contact'; readonly unit: string; readonly target: string; readonly passed: boolean }
  /** The Elan Test of an Anglo-Allied or Prussian Cavalry unit attacked by a French Infantry unit (F-4c): failed, it Retreats and there is no combat. */
  | { readonly t: 'stand'; readonly unit: string; readonly attacker: string; readonly passed: boolean }
  /** The Form Square Test of an Infantry unit charged by Cavalry (F-4l). */
  | { readonly t: 'square'; readonly unit: string; readonly passed: boolean }
  /** A French Cavalry unit withdrew before the attacker's Close To Contact Test (F-4c): the attack is over. */
  | { readonly t: 'withdraw'; readonly unit: string; readonly attacker: string }
  /** The Close Combat of `unit` (the attacker) resolved. */
  | { readonly t: 'combat'; readonly unit: string }
  /** The activation is concluded: back to the Draw Activation Marker Phase (E). */
  | { readonly t: 'done' }
  /** End Phase, then the Game Turn marker moves up one box; after Game Turn #12 the game is over (H, C). */
  | { readonly t: 'end'; readonly gameTurn: number; readonly over: boolean }
  /** seed 002, C and I: a Prussian Corps arrives (its marker reached the Game Turn box): its units enter at once (I-1). `hex`: null until rolled (Thielemann, M-4). */
  | { readonly t: 'arrive'; readonly marker: string; readonly hex: string | null }
  /** seed 002, I-1, I-4: a Prussian unit placed onto its Corps' Entry Hex and moved from there. */
  | { readonly t: 'enter'; readonly unit: string }
  /** seed 002, I-1c, I-2, I-5: the arrival's entry is over (the Entry Hex fully stacked, or the entry delayed); the rest wait off map. */
  | { readonly t: 'arrived'; readonly marker: string; readonly delayed: boolean }
  /** The umpire plays on after the game is over (logged). */
  | { readonly t: 'play-on' }

export type WlQuestion =
  /** May this unit do this Unit Action now? `artilleryFactor`: its AF in effect (null: not entered). */
  | { readonly q: 'act'; readonly unit: string; readonly action: UnitAction; readonly artilleryFactor?: number | null }
  /** `target`: the unit attacked, when known (an Allied Cavalry target takes its F-4c test first). */
  | { readonly q: 'contact'; readonly unit: string; readonly target?: string | null }
  | { readonly q: 'stand'; readonly unit: string; readonly attacker: string }
  | { readonly q: 'square'; readonly unit: string; readonly attacker: string }
  | { readonly q: 'withdraw'; readonly unit: string; readonly attacker: string }
  | { readonly q: 'combat'; readonly unit: string }
  | { readonly q: 'commander-rally'; readonly unit: string }
  /** seed 002, I-1, I-4: may this Prussian unit enter the map now? */
  | { readonly q: 'enter'; readonly unit: string }
  /** seed 002, I-1c, I-5: may the arrival of this Prussian Corps end (the rest off map, or the entry delayed)? */
  | { readonly q: 'arrived'; readonly marker: string; readonly delayed: boolean }
  | { readonly q: 'draw' }
  | { readonly q: 'activate' }
  | { readonly q: 'hold' }
  | { readonly q: 'napoleon' }
  | { readonly q: 'done' }
  /** End Phase: `cupEmpty` from the container (the cup module keeps it). */
  | { readonly q: 'end'; readonly cupEmpty: boolean }

export interface UnitFacts {
  readonly army: WlArmy
  readonly corps: string | null
  readonly type: WlType | null
  readonly detachment: boolean
  readonly out: boolean
}

/** What one unit did in the activation under way. */
export interface Act {
  readonly action: UnitAction
  readonly target: string | null
  /** The Close To Contact Test: null before it is taken. */
  readonly contact: 'passed' | 'failed' | null
  /** F-4c: the attacked Allied Cavalry's Elan Test: null when not taken. */
  readonly stand: 'passed' | 'failed' | null
  /** Form Square Test of the charged Infantry: null when not taken. */
  readonly square: 'passed' | 'failed' | null
  /** Desultory Fire after a failed test (F-4d), once. */
  readonly desultory: boolean
  /** The action is fully resolved (F): nothing of it remains to do. */
  readonly resolved: boolean
}

export interface Activation {
  readonly marker: string
  readonly kind: MarkerKind
  /** The commander's first Rally is done (D-3b, D-3c). */
  readonly rallied: boolean
}

export interface WlState {
  readonly gameTurn: number | null
  readonly units: Readonly<Record<string, UnitFacts>>
  /** Drawn and not yet activated or held. */
  readonly drawn: { readonly marker: string; readonly kind: MarkerKind } | null
  readonly active: Activation | null
  /** What each unit did in the activation under way, in order. */
  readonly acts: Readonly<Record<string, Act>>
  /** Le Petite Caporal actions used this Game Turn. */
  readonly napoleon: readonly { readonly action: string; readonly on: string | null }[]
  /** The unit whose Unit Action came last in this activation (Desultory Fire follows its own failed test only). */
  readonly last: string | null
  /** Activations concluded this Game Turn. */
  readonly activations: number
  readonly over: boolean
  readonly playOn: boolean
  /** seed 002, I: Prussian Corps arriving now, by marker: their Entry Hex; the game goes on once their units are entered (I-1). */
  readonly arriving: Readonly<Record<string, { readonly hex: string | null }>>
  /** Prussian Corps that have arrived; `delayed` when their Entry Hex could not be used (I-5). */
  readonly arrived: Readonly<Record<string, { readonly hex: string | null; readonly delayed: boolean }>>
  /** Prussian units on the map (entered at arrival, I-1, or when their Corps activated, I-4). */
  readonly entered: Readonly<Record<string, true>>
}

import type { OtherModifier } from '@/engine/core/otherModifier'
import type { InitiativeInput } from '@/engine/wargaming/initiative'
import type { MeleeInput } from '@/engine/wargaming/melee'

/**
 * Where the calculator panel's one "other ±N" goes when a test has two sides: the screen lets the players
 * say whose score it counts for (a mêlée's attacker or defender, an army in an initiative test).
 */
export const meleeWithOther = (side: 'attacker' | 'defender') => (i: MeleeInput, otherModifier: OtherModifier): MeleeInput => ({ ...i, [side]: { ...i[side], otherModifier } })

export const initiativeWithOther = (side: 'a' | 'b') => (i: InitiativeInput, otherModifier: OtherModifier): InitiativeInput => ({ ...i, [side]: { ...i[side], otherModifier } })

import type { Calculator } from '@/engine/core'
import type { ElanInput } from '@/engine/waterloo/elan'
import { elanTest } from '@/engine/waterloo/elan'
import { alliedCavalryStand, closeToContact, detachmentLoser, forcedMarch, forcedMarchDue, formSquare, panicTest } from '@/engine/waterloo/elanTests'
import type { UnitNow } from './combatInput'

/** Every Elan-type test's input: the ER printed on the side showing, the Step Losses, and what some tests add. */
export type ElanTestInput = ElanInput & { readonly detachment?: boolean; readonly attacker?: 'infantry' | 'cavalry' }

/** seed 002: the Elan Tests a screen offers (A-2a, F-1b, F-4c, F-4d, F-4k, F-4l), in the text's order. */
export const ELAN_TESTS: readonly Calculator<ElanTestInput, string>[] = [elanTest, panicTest, forcedMarch, closeToContact, formSquare, detachmentLoser, alliedCavalryStand]

export function elanTestOf(id: string): Calculator<ElanTestInput, string> {
  return ELAN_TESTS.find((c) => c.id === id) ?? elanTest
}

/** The test's input for a unit now, or null while its ER is not entered. */
export function elanInput(id: string, n: UnitNow, rulings: Readonly<Record<string, unknown>>): ElanTestInput | null {
  if (n.elanRating === null) return null
  const base = { elanRating: n.elanRating, stepLosses: n.stepLosses, rulings: { ...rulings } }
  if (id === 'panic-test') return { ...base, detachment: n.detachment }
  if (id === 'close-to-contact') return { ...base, attacker: n.type === 'cavalry' ? 'cavalry' : 'infantry' }
  return base
}

/** seed 002, F-1b: is this move a Forced March (an Elan Test), for the unit's type and Movement Allowance? */
export function forcedMarchCheck(n: UnitNow, hexesCounted: number | null, pasDeCharge: boolean, rulings: Readonly<Record<string, unknown>>) {
  if (hexesCounted === null || n.type === null) return null
  return forcedMarchDue({ unitType: n.type, cavalryWeight: n.cavalryWeight, hexesCounted, pasDeCharge, rulings: { ...rulings } })
}

import type { CombatSide } from '@/engine/waterloo/closeCombatPlan'
import { currentCondition } from '@/engine/waterloo/condition'
import type { OwnerUnitValues } from '@/engine/waterloo/orderOfBattle'
import { stepCondition } from '@/engine/waterloo/stepTrack'
import type { CavalryWeight, UnitType } from '@/engine/waterloo/units'
import type { Unit } from '@/model/types'
import { valuesOf } from './customUnit'
import { wlState } from './unitState'

/** What a calculator needs of one unit now: the printed values of the side showing, and what is still missing. */
export interface UnitNow {
  readonly type: UnitType | null
  readonly cavalryWeight: CavalryWeight | null
  readonly heavyArtillery: boolean
  readonly detachment: boolean
  readonly strengthPoints: number | null
  readonly artilleryFactor: number | null
  readonly elanRating: number | null
  readonly stepLosses: number
  /** Field names the owner has not entered yet ('type', 'battleworn.elanRating'…), for the "enter from your counters" note. */
  readonly missing: readonly string[]
}

/** seed 002, A-2a: the side of the counter showing after its Step Losses, with the owner's values filled in. */
export function unitNow(unit: Unit, owner: OwnerUnitValues | null | undefined): UnitNow {
  const s = wlState(unit)
  const v = valuesOf(unit, owner)
  const side = stepCondition(s.stepLosses).side === 'Fresh' ? 'fresh' : 'battleworn'
  const printed = v?.[side] ?? { strengthPoints: null, artilleryFactor: null, elanRating: null }
  const type = v?.type ?? (unit.kind === 'unit' ? null : (unit.kind as UnitType))
  const missing: string[] = []
  if (type === null) missing.push('type')
  if (type === 'cavalry' && !v?.cavalryWeight) missing.push('cavalryWeight')
  for (const k of ['strengthPoints', 'artilleryFactor', 'elanRating'] as const) if (printed[k] === null) missing.push(`${side}.${k}`)
  return {
    type, cavalryWeight: v?.cavalryWeight ?? null, heavyArtillery: v?.heavyArtillery === true, detachment: v?.detachment === true,
    strengthPoints: printed.strengthPoints, artilleryFactor: printed.artilleryFactor, elanRating: printed.elanRating, stepLosses: s.stepLosses, missing,
  }
}

/** A Close Combat side, or null while a value the combat needs is missing. */
export function combatSide(n: UnitNow): CombatSide | null {
  if (n.type === null || n.strengthPoints === null || n.artilleryFactor === null || n.elanRating === null) return null
  return { type: n.type, strengthPoints: n.strengthPoints, artilleryFactor: n.artilleryFactor, elanRating: n.elanRating, stepLosses: n.stepLosses,
    cavalryWeight: n.cavalryWeight, detachment: n.detachment }
}

/** Missing fields in words: "Fresh ER, type". */
export function missingWords(missing: readonly string[]): string {
  const say: Record<string, string> = { strengthPoints: 'SP', artilleryFactor: 'AF', elanRating: 'ER' }
  return missing.map((m) => {
    const [side, k] = m.split('.')
    return k ? `${side === 'fresh' ? 'Fresh' : 'Battleworn'} ${say[k] ?? k}` : m === 'cavalryWeight' ? 'HC or LC' : m
  }).join(', ')
}

/** seed 002, A-2b: the values in effect now (the marker's −1 applied, never below 1), for the unit list; '?' where not entered. */
export function valuesInEffect(unit: Unit, owner: OwnerUnitValues | null | undefined, rulings: Readonly<Record<string, unknown>>): string {
  const v = valuesOf(unit, owner)
  const c = v ? currentCondition(v, wlState(unit).stepLosses, rulings) : null
  const show = (x: number | null | undefined) => (x === null || x === undefined ? '?' : String(x))
  return `SP ${show(c?.strengthPoints)} · AF ${show(c?.artilleryFactor)} · ER ${show(c?.elanRating)}`
}

import { RulesInputError } from '@/engine/core'
import { CORPS } from '@/engine/waterloo/corps'
import type { OwnerUnitValues } from '@/engine/waterloo/orderOfBattle'
import type { Army, CavalryWeight, SideValues, UnitType, UnitValues } from '@/engine/waterloo/units'
import type { ActionDraft } from '@/model/actionDraft'
import { checkName } from '@/model/names'
import type { Unit } from '@/model/types'
import { unitValues } from './counters'
import { asJson, sideOfArmy, wlState } from './unitState'
import { FIELD_LIMITS } from './counters'

/**
 * A unit the text does not name (the Prussian Corps' units, the French Corps' other units: seed 002, L), built by
 * the players from its counter. Its printed values live in its own unit state, since no order-of-battle entry holds them.
 */
export const CUSTOM = 'custom'

export interface CustomUnitForm {
  name: string
  army: Army
  corps: string
  type: UnitType | ''
  cavalryWeight: CavalryWeight | ''
  heavyArtillery: boolean
  smallUnit: boolean
  fresh: Record<keyof SideValues, number | ''>
  battleworn: Record<keyof SideValues, number | ''>
}
export const blankCustomUnit = (army: Army): CustomUnitForm => ({
  name: '', army, corps: '', type: '', cavalryWeight: '', heavyArtillery: false, smallUnit: false,
  fresh: { strengthPoints: '', artilleryFactor: '', elanRating: '' }, battleworn: { strengthPoints: '', artilleryFactor: '', elanRating: '' },
})


/** Every problem at once, by field (empty = the unit can be added). */
export function customUnitProblems(f: CustomUnitForm): Record<string, string> {
  const out: Record<string, string> = {}
  try { checkName(f.name, 'name', 'the unit') } catch (e) { if (e instanceof RulesInputError) out.name = e.message; else throw e }
  if (!CORPS.some((c) => c.id === f.corps && c.army === f.army)) out.corps = `Choose one of the ${f.army} Corps.`
  if (!f.type) out.type = 'Choose infantry, cavalry or artillery (the counter\'s picture).'
  if (f.type === 'cavalry' && !f.cavalryWeight) out.cavalryWeight = 'Cavalry: HC (Heavy) or LC (Light), as the counter says.'
  for (const side of ['fresh', 'battleworn'] as const)
    for (const [k, [min, max, short]] of Object.entries(FIELD_LIMITS) as [keyof SideValues, readonly [number, number, string]][]) {
      const x = f[side][k]
      if (x === '' || !Number.isInteger(x) || x < min || x > max) out[`${side}.${k}`] = `${side === 'fresh' ? 'Fresh' : 'Battleworn'} ${short}: a whole number ${min}–${max}.`
    }
  return out
}

/** One 'unit.add' action; throws RulesInputError naming the first problem (the form shows them all first). */
export function addCustomUnitDraft(f: CustomUnitForm, id: string): ActionDraft {
  const unit = customUnitOf(f, id)
  return { kind: 'unit.add', by: unit.side, label: `${unit.name} (${f.type}, ${CORPS.find((c) => c.id === f.corps)!.name}) joins`, ops: [{ op: 'unit.put', unit }] }
}

/** The unit a checked form makes (its counter's values in its own state); throws RulesInputError naming the first problem. */
export function customUnitOf(f: CustomUnitForm, id: string): Unit {
  const problems = Object.entries(customUnitProblems(f))
  if (problems.length) throw new RulesInputError('out-of-range', problems[0]![0], problems[0]![1])
  const n = (x: number | '') => (x === '' ? 0 : x)
  return {
    id, side: sideOfArmy(f.army), name: f.name.trim(), kind: f.type,
    state: asJson({ oob: CUSTOM, army: f.army, corps: f.corps, stepLosses: 0, eliminated: false, hex: null, type: f.type,
      cavalryWeight: f.type === 'cavalry' ? f.cavalryWeight : null, heavyArtillery: f.heavyArtillery, smallUnit: f.smallUnit,
      freshStrengthPoints: n(f.fresh.strengthPoints), freshArtilleryFactor: n(f.fresh.artilleryFactor), freshElanRating: n(f.fresh.elanRating),
      battlewornStrengthPoints: n(f.battleworn.strengthPoints), battlewornArtilleryFactor: n(f.battleworn.artilleryFactor), battlewornElanRating: n(f.battleworn.elanRating) }),
  }
}

const num = (x: unknown) => (typeof x === 'number' ? x : null)

/** The counter's values of any unit: the order of battle with the owner's record, or a custom unit's own. */
export function valuesOf(unit: Unit, owner: OwnerUnitValues | null | undefined): UnitValues | null {
  const s = wlState(unit)
  if (s.oob !== CUSTOM) return unitValues(s.oob, owner)
  const t = s.type
  return {
    type: t === 'infantry' || t === 'cavalry' || t === 'artillery' ? t : null,
    cavalryWeight: s.cavalryWeight === 'HC' || s.cavalryWeight === 'LC' ? s.cavalryWeight : null,
    heavyArtillery: s.heavyArtillery === true, smallUnit: s.smallUnit === true, oldGuard: false, youngGuard: false, detachment: false, british: null,
    fresh: { strengthPoints: num(s.freshStrengthPoints), artilleryFactor: num(s.freshArtilleryFactor), elanRating: num(s.freshElanRating) },
    battleworn: { strengthPoints: num(s.battlewornStrengthPoints), artilleryFactor: num(s.battlewornArtilleryFactor), elanRating: num(s.battlewornElanRating) },
  }
}

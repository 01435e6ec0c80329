import { stepCondition } from '@/engine/waterloo/stepTrack'
import type { OwnerUnitValues } from '@/engine/waterloo/orderOfBattle'
import type { UnitValues } from '@/engine/waterloo/units'
import type { BattleState, Unit } from '@/model/types'
import { valuesOf } from './customUnit'
import { wlState, wlUnits } from './unitState'
import { COUNT_FIELDS, type CountField } from './victoryState'

/** What the units say for one VP count: the units that count, and those that might but whose counter flags are not entered yet. */
export interface UnitsCount {
  readonly units: readonly string[]
  readonly unknown: readonly string[]
}

/** The Imperial Guard's Corps in the order of battle (seed 002, L French Units). */
const IMPERIAL_GUARD = 'fr-IG'

type Verdict = 'counts' | 'unknown' | 'no'
const battleworn = (u: Unit) => !wlState(u).eliminated && stepCondition(wlState(u).stepLosses).side === 'Battleworn'

/** seed 002, K-1, each count's test of one unit with its counter values (null: the counter flag is not entered). */
const TESTS: Readonly<Record<CountField, (u: Unit, v: UnitValues | null) => Verdict>> = {
  // "each Large British Infantry unit (not other Anglo-Allied, Prussian, Small Units, Cavalry or Artillery units) that is eliminated"
  largeBritishInfantryEliminated: (u, v) => {
    if (wlState(u).army !== 'Anglo-Allied' || !wlState(u).eliminated) return 'no'
    if (v?.british === false || v?.smallUnit === true || (v?.type != null && v.type !== 'infantry')) return 'no'
    return v?.british === true && v.smallUnit === false && v.type === 'infantry' ? 'counts' : 'unknown'
  },
  // "each Old Guard (OG) unit that is on its Battleworn side"
  oldGuardBattleworn: (u, v) => (battleworn(u) && v?.oldGuard === true ? 'counts' : 'no'),
  // "each Young Guard (YG) unit that is on its Battleworn side"
  youngGuardBattleworn: (u, v) => (battleworn(u) && v?.youngGuard === true ? 'counts' : 'no'),
  // "each Imperial Guard Artillery or Cavalry unit on its Battleworn side"
  guardArtilleryOrCavalryBattleworn: (u, v) => {
    if (wlState(u).corps !== IMPERIAL_GUARD || !battleworn(u)) return 'no'
    if (v?.type == null) return 'unknown'
    return v.type === 'artillery' || v.type === 'cavalry' ? 'counts' : 'no'
  },
}

/**
 * seed 002, K-1 attrition and "La Garde Recule!", read from the units: the step track and the counters'
 * flags (printed, or entered by the owner on the Player aid). The players' own counts stay what the VP
 * total uses; this says what the units show, so a count can be taken over in one tap.
 */
export function countsFromUnits(state: BattleState, owner: OwnerUnitValues | null | undefined): Record<CountField, UnitsCount> {
  const out = {} as Record<CountField, { units: string[]; unknown: string[] }>
  for (const f of COUNT_FIELDS) out[f] = { units: [], unknown: [] }
  for (const u of wlUnits(state)) {
    const values = valuesOf(u, owner)
    for (const f of COUNT_FIELDS) {
      const verdict = TESTS[f](u, values)
      if (verdict === 'counts') out[f].units.push(u.name)
      else if (verdict === 'unknown') out[f].unknown.push(u.name)
    }
  }
  return out
}

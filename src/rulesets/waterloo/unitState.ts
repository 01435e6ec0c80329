import type { Army } from '@/engine/waterloo/units'
import type { BattleState, JsonRecord, SideId, Unit } from '@/model/types'

/** What a `waterloo` battle keeps on each unit (unitSchema.ts checks it when a battle is read). */
export interface WlUnitState {
  [key: string]: string | number | boolean | null
  oob: string
  army: Army
  corps: string | null
  stepLosses: number
  eliminated: boolean
  hex: string | null
}

export function wlState(unit: Unit): WlUnitState {
  return unit.state as WlUnitState
}

/** The French army is side a, the Anglo-Allied and Prussian armies side b. */
export const sideOfArmy = (army: Army): SideId => (army === 'French' ? 'a' : 'b')

/** Units in order, optionally one side's, optionally without the eliminated. */
export function wlUnits(state: BattleState, opts: { side?: SideId; inPlay?: boolean } = {}): Unit[] {
  return Object.values(state.units).filter((u) => (opts.side === undefined || u.side === opts.side) && (!opts.inPlay || !wlState(u).eliminated))
}

export const asJson = (s: Partial<WlUnitState>) => ({ ...s }) as JsonRecord

/** Units grouped by Corps in the order the units come (seed 002, L lists them Corps by Corps). */
export function byCorps(units: readonly Unit[]): { corps: string | null; units: Unit[] }[] {
  const groups: { corps: string | null; units: Unit[] }[] = []
  for (const u of units) {
    const c = wlState(u).corps
    const g = groups.find((x) => x.corps === c)
    if (g) g.units.push(u)
    else groups.push({ corps: c, units: [u] })
  }
  return groups
}

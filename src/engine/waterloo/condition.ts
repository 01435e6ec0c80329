import { stepCondition, type CounterSide, type ConditionMarker } from './stepTrack'
import type { UnitValues } from './units'
import { disruptedFactor, markerErChanges, modifiedElan } from './values'

/** What a unit's counter shows now: its side, its marker and its SP, AF and ER with the marker applied (null = not entered). */
export interface CurrentCondition {
  readonly side: CounterSide
  readonly marker: ConditionMarker
  readonly strengthPoints: number | null
  readonly artilleryFactor: number | null
  readonly elanRating: number | null
}

/**
 * seed 002, A-2a–b: the side showing after `stepLosses` and its values less the marker's −1 (never below 1,
 * a printed 0 stays 0: rulings 15 and 40). For a screen's unit list.
 */
export function currentCondition(unit: Pick<UnitValues, 'fresh' | 'battleworn'>, stepLosses: number, rulings: Readonly<Record<string, unknown>> = {}): CurrentCondition {
  const { side, marker } = stepCondition(stepLosses)
  const v = side === 'Fresh' ? unit.fresh : unit.battleworn
  const er = v.elanRating
  return {
    side, marker,
    strengthPoints: v.strengthPoints === null ? null : disruptedFactor(v.strengthPoints, stepLosses),
    artilleryFactor: v.artilleryFactor === null ? null : disruptedFactor(v.artilleryFactor, stepLosses),
    elanRating: er === null ? null : modifiedElan(er, markerErChanges(stepLosses), rulings),
  }
}

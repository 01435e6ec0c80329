import { check } from '../../core'
import { seriesRule } from '../commandRefs'

export const CAVALRY_RULE = seriesRule('16.4 Cavalry')
export type CavalryClass = 'light' | 'line' | 'heavy'

/** seed 001, 16.4: light MA 10 or more, line MA 9, heavy MA 8 or less; changes of direction per charge 3 / 2 / 1. */
export const CAVALRY_CLASSES: Readonly<Record<CavalryClass, { readonly movement: string; readonly directionChanges: number; readonly withdrawalCheck: boolean }>> = {
  light: { movement: '10 or more', directionChanges: 3, withdrawalCheck: false },
  line: { movement: '9', directionChanges: 2, withdrawalCheck: true },
  heavy: { movement: '8 or less', directionChanges: 1, withdrawalCheck: true },
}

export function cavalryClass(movementAllowance: number): CavalryClass {
  check(Number.isInteger(movementAllowance) && movementAllowance >= 1, 'out-of-range', 'movementAllowance', `The movement allowance must be a whole number, 1 or more, got ${movementAllowance}.`)
  return movementAllowance >= 10 ? 'light' : movementAllowance === 9 ? 'line' : 'heavy'
}

export interface CavalryMeleeSituation {
  readonly cavalry: CavalryClass
  readonly charging: boolean
  readonly enemyDisorganized: boolean
  /** The enemy includes light cavalry (line cavalry +1). */
  readonly againstLightCavalry: boolean
  /** Line cavalry countercharged by light cavalry: −1. */
  readonly counterchargedByLightCavalry: boolean
  /** Heavy cavalry charging heavy cavalry (even stacked with light): no +1. */
  readonly againstHeavyCavalry: boolean
}

/** seed 001, 16.4: the melee die roll modifier of the cavalry classes, with the reason. */
export function cavalryMeleeModifier(s: CavalryMeleeSituation): { modifier: number; why: string } {
  check(s.cavalry in CAVALRY_CLASSES, 'unknown-value', 'cavalry', `Cavalry is light, line or heavy, not "${String(s.cavalry).slice(0, 100)}".`)
  if (s.cavalry === 'light') return s.enemyDisorganized ? { modifier: 1, why: 'light cavalry against disorganized units' } : { modifier: 0, why: 'no class modifier' }
  if (s.cavalry === 'line') {
    if (s.counterchargedByLightCavalry) return { modifier: -1, why: 'line cavalry countercharged by light cavalry' }
    return s.againstLightCavalry ? { modifier: 1, why: 'line cavalry against light cavalry' } : { modifier: 0, why: 'no class modifier' }
  }
  return s.charging && !s.againstHeavyCavalry ? { modifier: 1, why: 'heavy cavalry charging' } : { modifier: 0, why: 'no class modifier' }
}

/** seed 001, 16.4 Charge: "No cavalry unit can charge during two successive turns" (countercharges are not charges). */
export const mayCharge = (chargedLastTurn: boolean): boolean => !chargedLastTurn

/** seed 001, 16.4 Cavalry Retreat: 2 hexes, or the MPs remaining (at least 2). Example: 10 MP, 4 used → up to 6. */
export function cavalryRetreatMp(movementAllowance: number, mpUsedInCharge: number): number {
  check(Number.isInteger(movementAllowance) && movementAllowance >= 0, 'out-of-range', 'movementAllowance', `The movement allowance must be a whole number, got ${movementAllowance}.`)
  check(Number.isInteger(mpUsedInCharge) && mpUsedInCharge >= 0, 'out-of-range', 'mpUsedInCharge', `MP used must be a whole number, got ${mpUsedInCharge}.`)
  return Math.max(2, movementAllowance - mpUsedInCharge)
}

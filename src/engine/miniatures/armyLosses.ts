import type { CardSide } from '../boardgame/cards'
import { SECTORS, type Sector } from './gamingTable'
import type { Losses } from './victory'

/** A unit as victory reads it: the flag it fights under, its noted sector, whether it is still on the table. */
export interface VictoryUnit {
  readonly flag: string
  readonly sector: Sector | null
  readonly active: boolean
}

/** The army a flag belongs to (seed 000, Reference Sheet: the French deck, and the Allies' English and Prussians). */
export const armyOf = (flag: string): CardSide => (flag === 'French' ? 'french' : 'allied')

/** Units each nation has lost (removed at its DP or a captured general: seed 000, 9.52 counts a general). */
export function lossesByFlag(units: readonly VictoryUnit[]): Required<Losses> {
  const lost = { french: 0, english: 0, prussian: 0 }
  for (const u of units) {
    if (u.active) continue
    if (u.flag === 'French') lost.french += 1
    else if (u.flag === 'English') lost.english += 1
    else lost.prussian += 1
  }
  return lost
}

/** Sectors where an army had units noted and now has none on the table (seed 000, 12.0 #2 and 13.4). */
export function emptiedSectorsOf(units: readonly VictoryUnit[]): Record<CardSide, Sector[]> {
  const out: Record<CardSide, Sector[]> = { french: [], allied: [] }
  for (const army of ['french', 'allied'] as const) {
    // Stryker disable next-line ConditionalExpression: a unit with no sector noted never matches a sector below anyway
    const mine = units.filter((u) => armyOf(u.flag) === army && u.sector !== null)
    for (const s of SECTORS) {
      const here = mine.filter((u) => u.sector === s)
      if (here.length > 0 && !here.some((u) => u.active)) out[army].push(s)
    }
  }
  return out
}

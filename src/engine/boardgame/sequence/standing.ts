import { victory, type VictoryResult } from '../victory'
import type { Scenario } from '../cards'
import { countsTowardVictory, isLost } from './counts'
import { HOURS, hourOver, other } from './round'
import type { BgState, Side } from './types'

export interface Standing {
  /** Sides that have won. */
  readonly winners: readonly Side[]
  readonly kind: VictoryResult['kind']
  readonly reasons: readonly string[]
  readonly section: string
  /** Units lost that count, by the army's flag (French, English, Prussian). */
  readonly lost: { readonly french: number; readonly english: number; readonly prussian: number }
}

const FLAG = { French: 'french', English: 'english', Prussian: 'prussian' } as const

/**
 * Who has won, if anyone (seed 000, 4.2, 12.0, 12.1, 13.x), counting each lost unit by its kind (counts.ts). Units
 * each army started with are its units, not its lone generals; with no units on either side nobody has won.
 */
export function standing(s: BgState): Standing {
  const lost = { french: 0, english: 0, prussian: 0 }
  const units = { french: 0, allied: 0 }
  const elementsOnMap = { french: 0, allied: 0 }
  const army = (side: Side) => (side === s.french ? 'french' : 'allied')
  for (const u of Object.values(s.units)) {
    if (!countsTowardVictory(u, s.scenario)) continue
    if (isLost(u)) lost[FLAG[u.nation as keyof typeof FLAG] ?? (army(u.side) === 'french' ? 'french' : 'english')]++
    if (u.type === 'general') continue
    units[army(u.side)]++
    if (!isLost(u)) elementsOnMap[army(u.side)] += u.elements
  }
  const none: Standing = { winners: [], kind: null, reasons: [], section: 'seed 000, 4.2 How to Win', lost }
  if (units.french === 0 || units.allied === 0) return none
  const r = victory({
    ...(s.scenario ? { scenario: s.scenario as Scenario } : {}), lost, units, elementsOnMap,
    emptySector: { [army(s.french)]: s.emptySector[s.french], [army(other(s.french))]: s.emptySector[other(s.french)] },
    battleOver: s.hour >= HOURS && hourOver(s), rulings: { scenarioLosses: s.scenarioLosses },
  })
  const side = (a: 'french' | 'allied'): Side => (a === 'french' ? s.french : other(s.french))
  return { winners: r.winners.map(side), kind: r.kind, reasons: r.reasons, section: `seed 000, ${r.rule.section}`, lost }
}

/** The battle is won and nobody chose to play on. */
export const battleWon = (s: BgState): boolean => !s.playOn && standing(s).winners.length > 0

import { HOURS, hourOver, other } from './round'
import { kindOf } from './kind'
import { SCENARIOS, type Scenario } from '../../boardgame/cards/deck'
import { emptiedSectorsOf, lossesByFlag } from '../armyLosses'
import { victory } from '../victory'
import type { MiniState, Side } from './types'

export interface Standing {
  /** Sides that have won (both, when both reach it with the same result). */
  readonly winners: readonly Side[]
  /** immediate: 4.2; marginal or decisive: the scenario's conditions (12.0, 13.x) or the end of the sixth hour (12.1). */
  readonly kind: 'immediate' | 'marginal' | 'decisive' | 'tied' | null
  readonly reason: string
  readonly section: string
}

/**
 * Units that count towards victory: every unit but garrisons ("If eliminated, they do not count towards victory
 * points", seed 000, 6.1 Garrisons); a general counts ("A killed general is considered an eliminated enemy unit", 9.52).
 */
function tally(s: MiniState, side: Side): { units: number; lost: number } {
  const mine = Object.values(s.units).filter((u) => u.side === side && kindOf(u.type) !== 'garrison')
  return { units: mine.length, lost: mine.filter((u) => u.out).length }
}

/** The scenario's own conditions (seed 000, 12.0 and 13.1–13.4: units lost by nation, a sector emptied). */
function scenarioStanding(s: MiniState): Standing | null {
  if (!s.scenario || !(SCENARIOS as readonly string[]).includes(s.scenario)) return null
  const units = Object.values(s.units).filter((u) => kindOf(u.type) !== 'garrison').map((u) => ({ flag: u.nation, sector: u.sector, active: !u.out }))
  const empty = emptiedSectorsOf(units)
  const v = victory({ scenario: s.scenario as Scenario, lost: lossesByFlag(units), emptySector: { french: empty.french.length > 0, allied: empty.allied.length > 0 } })
  if (!v.winners.length) return null
  const winners = v.winners.map((w): Side => (w === 'french' ? s.french : other(s.french)))
  return { winners, kind: v.kind ?? 'marginal', reason: v.reasons.join('; '), section: `seed ${v.rule.seed}, ${v.rule.section}` }
}

const NONE: Standing = { winners: [], kind: null, reason: '', section: '' }

/**
 * seed 000, 4.2: "You win immediately when you eliminate half the enemy units (rounded-up)"; after the sixth hour
 * (12.1) the side that eliminated more enemy units wins a marginal victory, and a tie goes to the ELEMENTS left on
 * the map, which the players count at the table.
 */
export function standing(s: MiniState): Standing {
  const t = { a: tally(s, 'a'), b: tally(s, 'b') }
  const winners = (['a', 'b'] as const).filter((side) => {
    const enemy = t[other(side)]
    return enemy.units > 0 && enemy.lost >= Math.ceil(enemy.units / 2)
  })
  if (winners.length) {
    const w = winners[0]!
    const e = t[other(w)]
    return { winners, kind: 'immediate', reason: `${e.lost} of ${e.units} enemy units eliminated (half, rounded up, is ${Math.ceil(e.units / 2)})`, section: 'seed 000, 4.2 How to Win' }
  }
  const scene = scenarioStanding(s)
  if (scene) return scene
  if (s.hour < HOURS || !hourOver(s)) return NONE
  if (t.a.lost === t.b.lost) {
    return { winners: [], kind: 'tied', reason: `tied at ${t.a.lost} units lost each: the most ELEMENTS left on the map wins a marginal victory — count them at the table`, section: 'seed 000, 12.1' }
  }
  const w: Side = t.b.lost > t.a.lost ? 'a' : 'b'
  return { winners: [w], kind: 'marginal', reason: `after the sixth hour, ${t[other(w)].lost} enemy units eliminated to ${t[w].lost}`, section: 'seed 000, 12.1' }
}

/** The battle is won and nobody chose to play on. */
export const battleWon = (s: MiniState): boolean => !s.playOn && standing(s).winners.length > 0

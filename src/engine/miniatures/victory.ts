import { check } from '../core'
import type { CardSide, Scenario } from '../boardgame/cards'
import { base } from './refs'

/** Units each army has lost (eliminated). Garrisons at Ligny do not count: leave them out. */
export interface Losses {
  readonly french: number
  readonly english?: number
  readonly prussian?: number
}
export interface VictoryInput {
  readonly scenario: Scenario
  readonly lost: Losses
  /** An army with no units left in one of the three sectors. */
  readonly emptySector?: Partial<Record<CardSide, boolean>>
  /** All 36 cards played. */
  readonly battleOver?: boolean
}
export interface VictoryResult {
  /** Sides that have won (both, if both conditions are met at once). */
  readonly winners: readonly CardSide[]
  readonly kind: 'marginal' | 'decisive' | null
  readonly reasons: readonly string[]
  readonly rule: { seed: string; section: string }
}

interface Threshold { readonly side: CardSide; readonly text: string; readonly met: (l: Required<Losses>) => boolean }

// seed 000, 13.1–13.4 Victory Conditions, as printed.
export const SCENARIO_VICTORY: Readonly<Record<Scenario, readonly Threshold[]>> = {
  waterloo: [
    { side: 'french', text: 'The French win if they eliminate 10 English units or a total of 15 combined English and Prussian units.', met: (l) => l.english >= 10 || l.english + l.prussian >= 15 },
    { side: 'allied', text: 'The allies win if they eliminate 14 French units.', met: (l) => l.french >= 14 },
  ],
  'quatre-bras': [
    { side: 'french', text: 'The French win if they eliminate 6 English units.', met: (l) => l.english >= 6 },
    { side: 'allied', text: 'The English win if they eliminate 7 French units.', met: (l) => l.french >= 7 },
  ],
  ligny: [
    { side: 'french', text: 'The French win if they eliminate 9 Prussian units.', met: (l) => l.prussian >= 9 },
    { side: 'allied', text: 'The Prussians win if they eliminate 11 French units.', met: (l) => l.french >= 11 },
  ],
  hypothetical: [
    { side: 'french', text: 'A player is defeated when he … loses 8 units.', met: (l) => l.english + l.prussian >= 8 },
    { side: 'allied', text: 'A player is defeated when he … loses 8 units.', met: (l) => l.french >= 8 },
  ],
}

const whole = (n: number | undefined, field: string) => {
  const v = n ?? 0
  check(Number.isInteger(v) && v >= 0, 'out-of-range', field, `${field} must be a whole number 0 or more, got ${v}.`)
  return v
}

/** seed 000, 12.0 Victory Conditions and 12.1; sectors emptied only in hypothetical battles (none of the three scenarios specify it). */
export function victory(input: VictoryInput): VictoryResult {
  const rules = SCENARIO_VICTORY[input.scenario]
  check(rules !== undefined, 'unknown-value', 'scenario', `Unknown scenario "${String(input.scenario)}".`)
  const l = { french: whole(input.lost.french, 'lost.french'), english: whole(input.lost.english, 'lost.english'), prussian: whole(input.lost.prussian, 'lost.prussian') }
  const rule = base(input.scenario === 'hypothetical' ? '13.4 Hypothetical Battles' : '12.0 Victory Conditions')
  if (input.scenario === 'hypothetical') {
    const empty = (['french', 'allied'] as const).filter((s) => input.emptySector?.[s])
    if (empty.length) {
      const winners = empty.map((s): CardSide => (s === 'french' ? 'allied' : 'french'))
      return { winners, kind: 'decisive', reasons: empty.map((s) => `${s === 'french' ? 'French' : 'Allied'} army has no units in one sector (decisive victory)`), rule }
    }
  }
  const met = rules.filter((r) => r.met(l))
  if (met.length) return { winners: met.map((r) => r.side), kind: 'marginal', reasons: met.map((r) => r.text), rule }
  if (!input.battleOver) return { winners: [], kind: null, reasons: [], rule }
  const allied = l.english + l.prussian
  const end = base('12.1 Victory Conditions')
  if (allied !== l.french) {
    // Stryker disable next-line EqualityOperator: allied !== french here, so >= is >
    const winner: CardSide = allied > l.french ? 'french' : 'allied'
    return { winners: [winner], kind: 'marginal', reasons: [`After 36 cards: ${winner} eliminated more enemy units (${Math.max(allied, l.french)} to ${Math.min(allied, l.french)}).`], rule: end }
  }
  return { winners: [], kind: null, reasons: ['After 36 cards, tied on units: the player with the most ELEMENTS left on the map wins a marginal victory (12.1) — count them at the table.'], rule: end }
}

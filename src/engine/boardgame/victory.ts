import { check, RulesInputError, type RuleRef } from '../core'
import type { CardSide, Scenario } from './cards'
import { rule000 } from './refs'
import type { BoardgameRulings } from './rulings'
import { BOARDGAME_SCENARIOS } from './scenarios'

/**
 * Units each army has lost: eliminated units, absorbed units (6.21.3) and killed generals (9.52); garrisons and
 * skirmishers only where the scenario counts them (6.1; Ligny never).
 */
export interface UnitsLost {
  readonly french: number
  readonly english?: number
  readonly prussian?: number
}

export interface VictoryInput {
  /** Absent: a battle of the general rules (4.2). */
  readonly scenario?: Scenario
  readonly lost: UnitsLost
  /** Units each army started with, for 4.2's "half the enemy units (rounded-up)". */
  readonly units?: Readonly<Record<CardSide, number>>
  /** An army with no units in one of the three sectors (12.0 #2: hypothetical battles). */
  readonly emptySector?: Partial<Record<CardSide, boolean>>
  /** All 36 cards played. */
  readonly battleOver?: boolean
  /** Stand-up counters and chips left on the map, for the 12.1 tie-break. */
  readonly elementsOnMap?: Readonly<Record<CardSide, number>>
  readonly rulings?: BoardgameRulings
}

export interface VictoryResult {
  readonly winners: readonly CardSide[]
  /** 'immediate' (4.2), 'marginal' (12.0 #1, 12.1), 'decisive' (12.0 #2), 'draw' (ruling 33), null = play on. */
  readonly kind: 'immediate' | 'marginal' | 'decisive' | 'draw' | null
  readonly reasons: readonly string[]
  readonly rule: RuleRef
}

const NAME: Record<CardSide, string> = { french: 'French', allied: 'Allied' }
const other = (s: CardSide): CardSide => (s === 'french' ? 'allied' : 'french')

/** 4.2: "half the enemy units (rounded-up)". */
export const halfRoundedUp = (units: number) => Math.ceil(units / 2)

function whole(n: number | undefined, field: string): number {
  const v = n ?? 0
  check(Number.isInteger(v) && v >= 0, 'out-of-range', field, `${field}: a whole number 0 or more, got ${String(v).slice(0, 100)}.`)
  return v
}

function halfRule(input: VictoryInput, lostBy: Record<CardSide, number>): VictoryResult | null {
  check(input.units !== undefined, 'out-of-range', 'units', 'units: say how many units each army started with (4.2 counts half of them).')
  const met = (['french', 'allied'] as const).filter((s) => lostBy[other(s)] >= halfRoundedUp(whole(input.units![other(s)], `units.${other(s)}`)))
  if (!met.length) return null
  return { winners: met, kind: 'immediate', rule: rule000('4.2 How to Win'),
    reasons: met.map((s) => `${NAME[s]} eliminated ${lostBy[other(s)]} of ${input.units![other(s)]} enemy units: half rounded up is ${halfRoundedUp(input.units![other(s)])}`) }
}

/** seed 000, 4.2, 12.0, 12.1 and 13.x: who has won, if anyone, and how. */
export function victory(input: VictoryInput): VictoryResult {
  const lost = { French: whole(input.lost.french, 'lost.french'), English: whole(input.lost.english, 'lost.english'), Prussian: whole(input.lost.prussian, 'lost.prussian') }
  const lostBy: Record<CardSide, number> = { french: lost.French, allied: lost.English + lost.Prussian }
  const scenario = input.scenario === undefined ? undefined : BOARDGAME_SCENARIOS[input.scenario]
  check(input.scenario === undefined || scenario !== undefined, 'unknown-value', 'scenario', `scenario: "${String(input.scenario).slice(0, 100)}" is not one of 13.1–13.4.`)
  if (scenario) {
    if (scenario.id === 'hypothetical') {
      const empty = (['french', 'allied'] as const).filter((s) => input.emptySector?.[s])
      if (empty.length) {
        return { winners: empty.map(other), kind: 'decisive', rule: rule000('12.0 Victory Conditions'),
          reasons: empty.map((s) => `The ${NAME[s]} army has no units in one of the three sectors: decisive victory`) }
      }
    }
    const met = scenario.victory.filter((v) => v.anyOf.some((a) => a.nations.reduce((n, nation) => n + lost[nation], 0) >= a.count))
    if (met.length) return { winners: met.map((v) => v.side), kind: 'marginal', reasons: met.map((v) => v.text), rule: scenario.rule }
    if (input.rulings?.scenarioLosses === 'either') {
      const half = halfRule(input, lostBy)
      if (half) return half
    }
  } else {
    const half = halfRule(input, lostBy)
    if (half) return half
  }
  if (!input.battleOver) return { winners: [], kind: null, reasons: [], rule: rule000('4.2 How to Win') }
  const end = rule000('12.1 Victory Conditions')
  if (lostBy.french !== lostBy.allied) {
    const winner: CardSide = lostBy.french < lostBy.allied ? 'french' : 'allied'
    return { winners: [winner], kind: 'marginal', rule: end,
      reasons: [`After 36 cards: the ${NAME[winner]} player eliminated more enemy units (${lostBy[other(winner)]} to ${lostBy[winner]})`] }
  }
  if (!input.elementsOnMap) {
    throw new RulesInputError('out-of-range', 'elementsOnMap', 'Tied on units after 36 cards: count each army’s elements on the map (stand-up counters and chips, 12.1).')
  }
  const el = { french: whole(input.elementsOnMap.french, 'elementsOnMap.french'), allied: whole(input.elementsOnMap.allied, 'elementsOnMap.allied') }
  if (el.french === el.allied) {
    return { winners: [], kind: 'draw', rule: end, reasons: [`After 36 cards: units lost ${lostBy.french} each and ${el.french} elements each: a draw (ruling 33)`] }
  }
  const winner: CardSide = el.french > el.allied ? 'french' : 'allied'
  return { winners: [winner], kind: 'marginal', rule: end,
    reasons: [`After 36 cards, tied on units (${lostBy.french} each): the ${NAME[winner]} army has more elements on the map (${el[winner]} to ${el[other(winner)]})`] }
}

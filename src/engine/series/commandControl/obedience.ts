import { check } from '../../core'
import { seriesRule } from '../commandRefs'
import { checkValue, dieUnderCalculator } from './checkDie'

export const OBEDIENCE_RULE = seriesRule('17.6 Obeying Orders')
/** seed 001, 17.6: "The average value for each army is: France (and its allies): 4, Coalition: 3". */
export const AVERAGE_OBEDIENCE = { 'France (and its allies)': 4, Coalition: 3 } as const

export interface ObedienceInput {
  /** The value on the back of the leader counter (typically 3 to 5; a substitute has 2, 14.6). */
  readonly obedience: number
  /** The turn the aide reaches the leader (N). */
  readonly turn: number
  /** 17.3 / 17.6: the army commander stacked with the leader: accepted, no obedience or delay check. */
  readonly stackedWithArmyCommander?: boolean
}

const turnOf = (i: ObedienceInput) => {
  check(Number.isInteger(i.turn) && i.turn >= 1, 'out-of-range', 'turn', `The turn must be 1 or more, got ${i.turn}.`)
  return i.turn
}

/** seed 001, 17.6: the obedience check when a leader receives a new order: D6 ≤ obedience accepts it. */
export const seriesObedience = dieUnderCalculator<ObedienceInput>({
  id: 'series.obedience',
  title: 'Obedience check',
  rule: OBEDIENCE_RULE,
  example: { obedience: 3, turn: 2 },
  die: 'obedience die',
  value: (i) => (turnOf(i), checkValue(i.obedience, 'obedience', 'Obedience')),
  automatic: (i) => (i.stackedWithArmyCommander ? 'Army commander in the same hex: the order is automatically accepted, no die' : null),
  effect: (i, o) => o === 'success'
    ? `previous order in effect in turn ${i.turn}, the new order from turn ${i.turn + 1}`
    : `previous order in effect in turns ${i.turn} and ${i.turn + 1}; delay check in turn ${i.turn + 1}`,
})

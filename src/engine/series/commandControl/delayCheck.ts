import { check, checkFace, D6, fromDie, map, ordered, type Calculator, type CalculatorResult } from '../../core'
import { seriesRule } from '../commandRefs'

export const DELAY_RULE = seriesRule('17.6 Obeying Orders: Delay Check')

/** seed 001, 17.6 Delay Check: "1-4 Success … (N+2); 5 Delay in the execution … (N+3); 6 Aide lost (or killed)". */
export const DELAY_TABLE: readonly { readonly faces: string; readonly from: number; readonly to: number; readonly result: DelayOutcome; readonly inEffect: number | null }[] = [
  { faces: '1-4', from: 1, to: 4, result: 'success', inEffect: 2 },
  { faces: '5', from: 5, to: 5, result: 'delay', inEffect: 3 },
  { faces: '6', from: 6, to: 6, result: 'aide lost', inEffect: null },
]
export type DelayOutcome = 'success' | 'delay' | 'aide lost'
export const DELAY_OUTCOMES: readonly DelayOutcome[] = ['success', 'delay', 'aide lost']

export interface DelayInput {
  /** N: the turn of the failed obedience check; the delay check is made in turn N + 1. */
  readonly obedienceTurn: number
}
export interface DelayResult extends CalculatorResult<DelayOutcome> {
  /** The turn the new order takes effect, or null when the aide was lost and the previous order stays. */
  readonly inEffectFrom: number | null
}

const rowOf = (face: number) => DELAY_TABLE.find((r) => face >= r.from && face <= r.to)!
const checkInput = (i: DelayInput) =>
  check(Number.isInteger(i.obedienceTurn) && i.obedienceTurn >= 1, 'out-of-range', 'obedienceTurn', `The obedience check's turn must be 1 or more, got ${i.obedienceTurn}.`)

/** seed 001, 17.6: the delay check after a failed obedience check; it "depends in no way on the leader's obedience value". */
export const seriesDelayCheck: Calculator<DelayInput, DelayOutcome, DelayResult> = {
  id: 'series.delay-check',
  title: 'Delay check',
  rule: DELAY_RULE,
  example: { obedienceTurn: 2 },
  dice: (i) => (checkInput(i), [{ role: 'delay die', die: D6 }]),
  resolve(i, faces) {
    checkInput(i)
    const face = checkFace(D6, faces[0], 'delay die')
    const row = rowOf(face)
    const inEffectFrom = row.inEffect === null ? null : i.obedienceTurn + row.inEffect
    const says = inEffectFrom === null ? 'the general never received the order; the previous order is still in effect' : `the new order is in effect in turn ${inEffectFrom} (N+${row.inEffect})`
    return { outcome: row.result, score: face, inEffectFrom, working: [{ label: 'delay die', value: face, rule: DELAY_RULE, kind: 'base' }, { label: `Delay die ${face} (${row.faces}): ${says}`, value: row.result, rule: DELAY_RULE }] }
  },
  distribution: (i) => (checkInput(i), ordered(map(fromDie(D6), (f) => rowOf(f).result), DELAY_OUTCOMES)),
  outcomes: () => DELAY_OUTCOMES,
}

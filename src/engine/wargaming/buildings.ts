import { AVERAGE_DIE, check, checkFace, facesOf, map, ordered, type Calculator, type CalculatorResult, type NamedDie, type RuleRef } from '../core'
import { otherModifierLines, otherModifierValue, type OtherModifier } from '../core/otherModifier'

const rule: RuleRef = { seed: '004', section: 'Buildings' }

// seed 004, Buildings: "adds 1 for every two howitzers … A score of 5 sets the building on fire."
export const HOWITZERS_PER_PLUS_ONE = 2
export const SETS_ON_FIRE_SCORE = 5
// seed 004, Buildings: "A roll of 4 or 5 puts the fire out."
export const PUTS_OUT_FACES: readonly number[] = [4, 5]

export interface SetOnFireInput {
  /** Howitzers that fired at the building. */
  readonly howitzers: number
  /** RULES.md ruling 11: 'five or more' (default) or 'exactly five' as printed literally. */
  readonly rulings?: { readonly fireScore?: 'five or more' | 'exactly five' }
  /** "Other ±N": umpire's judgement or a house rule, added to the score. */
  readonly otherModifier?: OtherModifier | null
}
export type FireOutcome = 'set on fire' | 'not set on fire'

const DIE: readonly NamedDie[] = [{ role: 'average die', die: AVERAGE_DIE }]
const FIRE_ORDER: readonly FireOutcome[] = ['set on fire', 'not set on fire']

export const setOnFire: Calculator<SetOnFireInput, FireOutcome, CalculatorResult<FireOutcome> & { score: number }> = {
  id: 'wargaming.setOnFire',
  title: 'Building set on fire',
  rule,
  example: { howitzers: 2 },
  dice: () => DIE,
  resolve(input, faces) {
    const h = input.howitzers
    check(Number.isInteger(h) && h >= 0, 'out-of-range', 'howitzers', `howitzers must be a whole number ≥ 0, got ${h}.`)
    const face = checkFace(AVERAGE_DIE, faces[0], 'average die')
    const bonus = Math.floor(h / HOWITZERS_PER_PLUS_ONE)
    const score = face + bonus + otherModifierValue(input.otherModifier)
    const exact = input.rulings?.fireScore === 'exactly five'
    const fire = exact ? score === SETS_ON_FIRE_SCORE : score >= SETS_ON_FIRE_SCORE
    return {
      outcome: fire ? 'set on fire' : 'not set on fire',
      score,
      working: [
        { label: `Average die ${face}`, value: face, rule, kind: 'base' },
        { label: `+1 for every two howitzers (${h})`, value: bonus, rule, kind: 'modifier' },
        ...otherModifierLines(input.otherModifier),
        { label: exact ? 'score; exactly 5 sets on fire (ruling 11 alternative)' : 'score; 5 or more sets on fire (ruling 11)', value: score, rule, kind: 'total' },
      ],
    }
  },
  distribution(input) {
    return ordered(map(facesOf([AVERAGE_DIE]), (f) => setOnFire.resolve(input, f).outcome), FIRE_ORDER)
  },
  outcomes: () => FIRE_ORDER,
}

export type PutOutOutcome = 'fire put out' | 'still burning'
const PUT_OUT_ORDER: readonly PutOutOutcome[] = ['fire put out', 'still burning']

export const putOutFire: Calculator<Record<string, never>, PutOutOutcome> = {
  id: 'wargaming.putOutFire',
  title: 'Put out a fire',
  rule,
  example: {},
  dice: () => DIE,
  resolve(_input, faces) {
    const face = checkFace(AVERAGE_DIE, faces[0], 'average die')
    const out = PUTS_OUT_FACES.includes(face)
    return {
      outcome: out ? 'fire put out' : 'still burning',
      working: [{ label: `Average die ${face}: 4 or 5 puts the fire out${out ? '' : '; after one turn troops must evacuate or be destroyed'}`, value: face, rule }],
    }
  },
  distribution(input) {
    return ordered(map(facesOf([AVERAGE_DIE]), (f) => putOutFire.resolve(input, f).outcome), PUT_OUT_ORDER)
  },
  outcomes: () => PUT_OUT_ORDER,
}

import { AVERAGE_DIE, checkFace, facesOf, map, ordered, type Calculator, type CalculatorResult, type NamedDie, type WorkingLine } from '../core'
import { otherModifierLines } from '../core/otherModifier'
import { controlModifiers, type ControlInput } from './controlModifiers'
import { CONTROL_RESULTS, CONTROL_RULE as rule, type ControlResult } from './tables/controlTables'

export { controlModifiers, type ControlInput } from './controlModifiers'

export interface ControlOutcome extends CalculatorResult<ControlResult> {
  readonly score: number
  readonly text: string
}

const line = (label: string, value: number): WorkingLine => ({ label, value, rule })

const DICE: readonly NamedDie[] = [{ role: 'control die', die: AVERAGE_DIE }]

function resolve(input: ControlInput, faces: readonly (number | string)[]): ControlOutcome {
  const mods = controlModifiers(input)
  const face = checkFace(AVERAGE_DIE, faces[0], 'control die')
  const working = [line(`Average die ${face}`, face), line('Control factor', input.controlFactor), ...mods, ...otherModifierLines(input.otherModifier)]
  const score = working.reduce((s, l) => s + (l.value as number), 0)
  const row = CONTROL_RESULTS.find((r) => score >= r.min)!
  return { outcome: row.result, score, text: row.text, working }
}

const ORDER = CONTROL_RESULTS.map((r) => r.result)

export const control: Calculator<ControlInput, ControlResult, ControlOutcome> = {
  id: 'wargaming.control',
  title: 'Control test',
  rule,
  example: { controlFactor: 2, enemyWithin300: ['retreating'], friendsWithin300: ['standing'], roundsWonThisTurn: 1, inMelee: true },
  dice: () => DICE,
  resolve,
  distribution(input) {
    controlModifiers(input)
    return ordered(map(facesOf([AVERAGE_DIE]), (f) => resolve(input, f).outcome), ORDER)
  },
  outcomes: () => ORDER,
}

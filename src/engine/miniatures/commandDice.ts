import { certain, check, checkFace, combine, customDie, fromDie, map, rollAll, type Calculator, type CalculatorResult, type Distribution, type NamedDie, type RandomSource } from '../core'
import { base, mini } from './refs'

/**
 * seed 000, 1.2 Dice: "On their sides are: a flag, a general, a mounted trooper, a cannon, and on two sides, infantry."
 * Seed 003's Battle Round (5.1) says "Roll 5 or 6 command dice (playing an 'order card')" but not what they decide,
 * so this only rolls and reports the faces: no meaning is invented.
 */
export type BattleFace = 'flag' | 'general' | 'mounted trooper' | 'cannon' | 'infantry'
export const BATTLE_FACES: readonly BattleFace[] = ['flag', 'general', 'mounted trooper', 'cannon', 'infantry']
export const COMMAND_DIE = customDie<BattleFace>('battle', 'command (battle) die', ['flag', 'general', 'mounted trooper', 'cannon', 'infantry', 'infantry'])
export const COMMAND_DICE_RULE = mini('Battle Round (5.1)')

export interface CommandDiceInput {
  readonly count: 5 | 6
}

export function commandDice(input: CommandDiceInput): NamedDie[] {
  check(input.count === 5 || input.count === 6, 'out-of-range', 'count', `Roll 5 or 6 command dice, not ${String(input.count)}.`)
  return Array.from({ length: input.count }, (_, i) => ({ role: `command die ${i + 1}`, die: COMMAND_DIE }))
}

export function rollCommandDice(count: 5 | 6, rng: RandomSource): BattleFace[] {
  return rollAll(commandDice({ count }).map((d) => d.die as typeof COMMAND_DIE), rng)
}

const tallyText = (counts: readonly number[]) =>
  BATTLE_FACES.map((f, i) => [f, counts[i]!] as const).filter(([, n]) => n > 0).map(([f, n]) => `${n} ${f}`).join(', ')

/** The faces as a tally in printed face order, e.g. "1 flag, 1 cannon, 2 infantry". */
export function tallyFaces(faces: readonly BattleFace[]): string {
  return tallyText(BATTLE_FACES.map((f) => faces.filter((x) => x === f).length))
}

/** Exact, over tallies rather than ordered faces: at most 210 states for 6 dice instead of 5⁶ sequences. */
function distribution(input: CommandDiceInput): Distribution<string> {
  const tallies = commandDice(input).reduce<Distribution<number[]>>((acc) => combine(acc, fromDie(COMMAND_DIE), (t, f) => {
    const next = [...t]
    next[BATTLE_FACES.indexOf(f)]! += 1
    return next
  }), certain(BATTLE_FACES.map(() => 0)))
  return map(tallies, tallyText)
}

function resolve(input: CommandDiceInput, faces: readonly (number | string)[]): CalculatorResult<string> {
  const n = commandDice(input).length
  check(faces.length === n, 'out-of-range', 'faces', `Roll ${n} command dice, got ${faces.length} faces.`)
  const read = faces.map((f, i) => checkFace(COMMAND_DIE, f, `command die ${i + 1}`))
  return { outcome: tallyFaces(read), working: [{ label: `${n} command dice (what they decide is not in the texts)`, value: tallyFaces(read), rule: base('1.2 Dice') }] }
}

export const commandDiceRoll: Calculator<CommandDiceInput, string> = {
  id: 'command-dice',
  title: 'Command dice',
  rule: COMMAND_DICE_RULE,
  example: { count: 5 },
  dice: commandDice,
  resolve,
  distribution,
  outcomes: (input) => distribution(input).outcomes.map((o) => o.value),
}

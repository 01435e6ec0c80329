import { check, checkFace, type Calculator, type CalculatorResult, type Distribution, type NamedDie, type WorkingLine } from '../core'
import { rule000 } from './refs'
import { unitType, type UnitType } from './units'
import { FLAGS, WHITE_DIE, type Flag } from './whiteDie'

export const SPECIAL_ACTION_RULE = rule000('9.41 Special Actions')

export interface SpecialActionInput {
  /** The unit charged by enemy cavalry: artillery fires, cavalry counter-charges, infantry forms square. */
  readonly reacting: UnitType
  /** Its army's flag on the white dice. */
  readonly nation: Flag
  /** Empty hexes between the two units before the cavalry started moving: one white die each. */
  readonly emptyHexesBetween: number
  /** The charge started from an adjacent hex: no reaction (ruling 19). */
  readonly startedAdjacent?: boolean
  /** The cavalry entered or started from a non-adjacent hex in the unit's frontal arc (default yes); else no reaction. */
  readonly throughFrontalArc?: boolean
}
export type SpecialActionOutcome = 'success' | 'failure'
export interface SpecialActionResult extends CalculatorResult<SpecialActionOutcome> {
  /** What the unit does before the cavalry attacks, when it succeeds. */
  readonly reaction: string
}

/** 9.41 2): what a successful reaction does, by arm. */
export function reactionOf(type: UnitType): string {
  const t = unitType(type, 'reacting')
  check(t.arm === 'infantry' || t.arm === 'cavalry' || t.arm === 'artillery', 'not-allowed-together', 'reacting',
    `${t.name}: only artillery, cavalry and infantry have a special action (9.41).`)
  if (t.arm === 'artillery') return `artillery opportunity fire with ${t.type === 'heavy-artillery' ? 6 : 5} dice`
  if (t.arm === 'cavalry') return 'cavalry counter-charge: shock with 3 dice'
  return 'infantry forms square (may not fire)'
}

function whiteDice(input: SpecialActionInput): NamedDie[] {
  reactionOf(input.reacting)
  check(FLAGS.includes(input.nation), 'unknown-value', 'nation', `nation: the white dice show French, English and Prussian flags, not "${String(input.nation).slice(0, 100)}".`)
  const n = input.emptyHexesBetween
  check(Number.isInteger(n) && n >= 0, 'out-of-range', 'emptyHexesBetween', `emptyHexesBetween: count the empty hexes, 0 or more (got ${String(n).slice(0, 100)}).`)
  check(!(input.startedAdjacent && n > 0), 'not-allowed-together', 'emptyHexesBetween', 'An adjacent charger has no hexes between.')
  if (input.startedAdjacent || input.throughFrontalArc === false) return []
  return Array.from({ length: n }, (_, i) => ({ role: `white die ${i + 1}`, die: WHITE_DIE }))
}

function resolve(input: SpecialActionInput, faces: readonly (number | string)[]): SpecialActionResult {
  const dice = whiteDice(input)
  check(faces.length === dice.length, 'out-of-range', 'faces', `Roll ${dice.length} white dice, got ${faces.length} faces.`)
  const read = faces.map((f, i) => checkFace(WHITE_DIE, f, `white die ${i + 1}`))
  const success = read.includes(input.nation)
  const reaction = reactionOf(input.reacting)
  const working: WorkingLine[] = []
  if (input.startedAdjacent) working.push({ label: 'charge from an adjacent hex: no reaction (ruling 19)', value: 0, rule: SPECIAL_ACTION_RULE, kind: 'count' })
  else if (input.throughFrontalArc === false) working.push({ label: 'charge through flank or rear only: no reaction', value: 0, rule: SPECIAL_ACTION_RULE, kind: 'count' })
  else working.push({ label: `${dice.length} white ${dice.length === 1 ? 'die' : 'dice'}, one per empty hex between`, value: dice.length, rule: SPECIAL_ACTION_RULE, kind: 'count' })
  if (dice.length) working.push({ label: `flags: ${read.join(', ')}`, value: success ? `${input.nation} flag` : 'no own flag', rule: SPECIAL_ACTION_RULE })
  working.push(success
    ? { label: `success: ${reaction}, before the cavalry attacks; may turn to face it`, value: 'success', rule: SPECIAL_ACTION_RULE }
    : { label: 'failure: the unit may not change its facing', value: 'failure', rule: SPECIAL_ACTION_RULE })
  working.push({ label: 'it may not move or fire for the rest of the round', value: 'spent', rule: SPECIAL_ACTION_RULE })
  return { outcome: success ? 'success' : 'failure', reaction, working }
}

/** Exact: the own flag shows on 2 faces of 6, so success is 6ⁿ − 4ⁿ of 6ⁿ. */
function distribution(input: SpecialActionInput): Distribution<SpecialActionOutcome> {
  const n = whiteDice(input).length
  const fail = 4 ** n
  const outcomes = [{ value: 'success' as const, count: 6 ** n - fail }, { value: 'failure' as const, count: fail }]
  return { total: 6 ** n, outcomes: outcomes.filter((o) => o.count > 0) }
}

/** seed 000, 9.41 Special Actions: reacting to a cavalry charge with the white dice (ruling 19). */
export const specialAction: Calculator<SpecialActionInput, SpecialActionOutcome, SpecialActionResult> = {
  id: 'boardgame.special-action',
  title: 'Special action (white dice)',
  rule: SPECIAL_ACTION_RULE,
  example: { reacting: 'line-infantry', nation: 'English', emptyHexesBetween: 2 },
  dice: whiteDice,
  resolve,
  distribution,
  outcomes: () => ['success', 'failure'],
}

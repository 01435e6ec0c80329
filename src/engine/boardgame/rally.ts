import { check, checkFace, type Calculator, type CalculatorResult, type Distribution, type NamedDie } from '../core'
import { BATTLE_DIE, type BattleFace } from './battleDie'
import { rule000 } from './refs'
import { unitType, type UnitType, type UnitTypeData } from './units'

export interface RallyInput {
  readonly type: UnitType
  /** Counter + chips now. */
  readonly elements: number
  /** What it started with (default: full strength, 1.1): never exceeded. */
  readonly startingElements?: number
  /** An attached general's order (6.31.4) or the Rally card (any unit). */
  readonly by: 'attached-general' | 'rally-card'
}
export interface RallyResult extends CalculatorResult<number> {
  readonly elementsAfter: number
}

/** 6.31.4 and the Rally card both roll three battle dice. */
export const RALLY_DICE = 3
const FACE: Record<UnitTypeData['arm'], BattleFace> = { infantry: 'infantry', garrison: 'infantry', skirmisher: 'infantry', cavalry: 'cavalry', artillery: 'artillery' }
const ruleOf = (by: RallyInput['by']) => rule000(by === 'rally-card' ? 'Reference Sheet: Rally' : '6.31.4 Attached Generals')

function checked(input: RallyInput) {
  const t = unitType(input.type)
  check(input.by === 'attached-general' || input.by === 'rally-card', 'unknown-value', 'by', `by: an attached general or the Rally card, not "${String(input.by).slice(0, 100)}".`)
  const start = input.startingElements ?? t.elements
  check(Number.isInteger(start) && start >= 1 && start <= t.elements, 'out-of-range', 'startingElements',
    `startingElements: a ${t.name.toLowerCase()} starts with 1–${t.elements} elements, got ${String(start).slice(0, 100)}.`)
  check(Number.isInteger(input.elements) && input.elements >= 1 && input.elements <= start, 'out-of-range', 'elements',
    `elements: 1–${start} left (an eliminated unit cannot rally), got ${String(input.elements).slice(0, 100)}.`)
  return { t, missing: start - input.elements, face: FACE[t.arm] }
}

const dice = (): NamedDie[] => Array.from({ length: RALLY_DICE }, (_, i) => ({ role: `battle die ${i + 1}`, die: BATTLE_DIE }))

function resolve(input: RallyInput, faces: readonly (number | string)[]): RallyResult {
  const { missing, face } = checked(input)
  check(faces.length === RALLY_DICE, 'out-of-range', 'faces', `Roll ${RALLY_DICE} battle dice, got ${faces.length} faces.`)
  const read = faces.map((f, i) => checkFace(BATTLE_DIE, f, `battle die ${i + 1}`))
  const matching = read.filter((f) => f === face).length
  const chips = Math.min(matching, missing)
  const rule = ruleOf(input.by)
  return {
    outcome: chips,
    elementsAfter: input.elements + chips,
    working: [
      { label: `3 dice, one chip per ${face} figure: ${read.join(', ')}`, value: matching, rule, kind: 'count' as const },
      ...(chips < matching ? [{ label: `never above its starting strength (${missing} missing)`, value: chips, rule, kind: 'count' as const }] : []),
      { label: `recovers ${chips} chip${chips === 1 ? '' : 's'}: ${input.elements + chips} elements`, value: chips, rule, kind: 'count' as const },
    ],
  }
}

function binomial(n: number, k: number): number {
  return k === 0 || k === n ? 1 : binomial(n - 1, k - 1) + binomial(n - 1, k)
}

/** Exact: C(3, r)·kʳ·(6 − k)³⁻ʳ for k matching faces (infantry 2, cavalry 1, artillery 1), capped at the chips missing. */
function distribution(input: RallyInput): Distribution<number> {
  const { missing, face } = checked(input)
  const k = BATTLE_DIE.faces.filter((f) => f === face).length
  const counts = Array.from({ length: missing + 1 }, () => 0)
  for (let r = 0; r <= RALLY_DICE; r++) counts[Math.min(r, missing)]! += binomial(RALLY_DICE, r) * k ** r * (6 - k) ** (RALLY_DICE - r)
  return { total: 6 ** RALLY_DICE, outcomes: counts.map((count, value) => ({ value, count })) }
}

/** seed 000, 6.31.4 (general attached) and the Rally card: recovering losses. */
export const rally: Calculator<RallyInput, number, RallyResult> = {
  id: 'boardgame.rally',
  title: 'Recover losses (rally)',
  rule: rule000('6.31.4 Attached Generals'),
  example: { type: 'line-infantry', elements: 2, by: 'attached-general' },
  dice,
  resolve,
  distribution,
  outcomes: (input) => Array.from({ length: checked(input).missing + 1 }, (_, i) => i),
}

import * as v from 'valibot'
import { issueMessage, quote } from '@/model/issues'
import type { BattleState, Unit } from '@/model/types'
import type { BattleCheck } from '@/rulesets/battleCheck'
import { ORDERS_KEY } from './commandState'
import { deploymentProblem } from './deploymentState'
import { PHASES } from './turnState'
import { unitProblems } from './unitOps'
import type { SeriesUnitState } from './unitState'

/**
 * A `series` battle against seed 001's bounds, beyond each field's shape: a combat unit's kind is its type, it has
 * no more steps than its counter's original steps (so the army's step losses are never negative), and its printed
 * values are ones the Units form itself accepts (3.1: cavalry has no firepower, the arms' fire ranges, chapter 4's
 * formations); the turn is game turn 1 or more, player turn 1–2, one of the six phases (2.0); and the records kept
 * per unit (rout markers, command radius, reintegration attempts, voltigeurs) name units of this battle.
 */
export function seriesUnitProblem(unit: Unit): string | null {
  if (unit.kind === 'leader') return null
  const at = `units.${quote(unit.id)}`
  const s = unit.state as SeriesUnitState
  if (unit.kind !== s.type) return `${at}.kind: "${quote(unit.kind)}" disagrees with its state's type "${s.type}"`
  if (s.steps > s.originalSteps) return `${at}.state.steps: at most the counter's ${s.originalSteps} original steps, got ${s.steps}`
  const form = { name: unit.name || 'x', type: s.type, steps: s.originalSteps, firepower: s.firepower, meleeValue: s.meleeValue, morale: s.morale,
    fireRange: s.fireRange, formation: s.formation, corps: s.corps, hex: s.hex }
  const { name: _name, formation, ...problems } = unitProblems(form)
  // A unit disorganized or limbered in play keeps a formation the Units form does not offer for a new unit.
  void _name
  void formation
  const first = Object.entries(problems)[0]
  return first ? `${at}.state.${first[0] === 'steps' ? 'originalSteps' : first[0]}: ${first[1]}` : null
}

const TurnBounds = v.object({
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  playerTurn: v.picklist([1, 2]),
  phase: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(PHASES.length - 1)),
})
/** Records kept per unit or leader, by its id: rout markers (16.5), command radius, reintegration (16.6), voltigeurs, corps command by leader. */
const PER_UNIT = ['rout', 'radius', 'reintegration', 'voltigeurs', 'command'] as const
/** 16.9 Fatigue: each corps' fatigue points, a whole number 0 or more (fatigue.ts refuses any other). */
const FatigueBounds = v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0)))

export function seriesBattleProblem(state: BattleState): string | null {
  const { turn } = state.battle
  if (turn !== undefined) {
    const parsed = v.safeParse(TurnBounds, turn)
    if (!parsed.success) return `battle.turn.${issueMessage(parsed.issues)}`
  }
  if (state.battle.fatigue !== undefined) {
    const parsed = v.safeParse(FatigueBounds, state.battle.fatigue)
    if (!parsed.success) return `battle.fatigue.${issueMessage(parsed.issues)}`
  }
  // 17.3–17.8: each corps commander's orders, kept by his id (commandState.ts).
  for (const key of Object.keys(state.battle)) {
    if (!key.startsWith(ORDERS_KEY)) continue
    const id = key.slice(ORDERS_KEY.length)
    if (!Object.hasOwn(state.units, id)) return `battle.${quote(key)}: no unit "${quote(id)}" in this battle`
  }
  // 18.2: each side's deployment squares name leaders of that side (deploymentState.ts).
  const deployment = deploymentProblem(state)
  if (deployment) return deployment
  for (const key of PER_UNIT) {
    const record = state.battle[key]
    if (record === undefined || record === null || typeof record !== 'object' || Array.isArray(record)) continue
    for (const id of Object.keys(record))
      if (!Object.hasOwn(state.units, id)) return `battle.${key}.${quote(id)}: no unit "${quote(id)}" in this battle`
  }
  return null
}

/** Found by src/rulesets/foldedStates.ts by file name: the manifest does not carry it (the battle list's first load). */
export const BATTLE_CHECK: BattleCheck = {
  ruleset: 'series',
  check: (state, unit) => (unit ? seriesUnitProblem(unit) : seriesBattleProblem(state)),
}

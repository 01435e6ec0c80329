import { check, checkFace, D6, type Calculator, type CalculatorResult, type NamedDie } from '../core'
import { resolveEffect, type CombatEffect } from './combatEffects'
import { exactOver, outcomesInFaceOrder } from './exact'
import { modifiedFireValue, type FireInput } from './fireValue'
import { HITS_RULE, hitsDie, hitsFor, isFilled, type HitsTable } from './hitsTable'
import { ENTER_FROM_RULE_BOOK } from './refs'
import { REFERENCE_SHEET_RULE, unitType } from './referenceSheet'
import { terrain } from './terrain'

export interface FireOutcome extends CombatEffect {
  readonly hits: number
}
export interface FireResult extends CalculatorResult<FireOutcome> {
  readonly fireValue: number
}

/** What the players see when no hits table is filled in: the modified fire value, then they enter hits. */
export const HITS_BY_PLAYERS = `Hits are not in the text: read them from your rule book and enter them (${ENTER_FROM_RULE_BOOK}).`

function table(input: FireInput): HitsTable {
  check(isFilled(input.hitsTable), 'missing-table', 'hitsTable',
    `Modified fire value ${modifiedFireValue(input).fireValue}. ${HITS_BY_PLAYERS}`)
  return input.hitsTable
}

function dice(input: FireInput): NamedDie[] {
  if (!isFilled(input.hitsTable)) return []
  return [{ role: 'hits die', die: hitsDie(input.hitsTable) }, { role: 'combat effects D6', die: D6 }]
}

function resolve(input: FireInput, faces: readonly (number | string)[]): FireResult {
  const hitsTable = table(input)
  const { fireValue, working } = modifiedFireValue(input)
  const face = checkFace(hitsDie(hitsTable), faces[0], 'hits die')
  const effectFace = checkFace(D6, faces[1], 'combat effects D6')
  const hits = hitsFor(hitsTable, fireValue, face)
  const lines = [...working, { label: `hits die ${face} at fire value ${fireValue} (${hitsTable.source})`, value: `${hits} hit${hits === 1 ? '' : 's'}`, rule: HITS_RULE }]
  if (hits === 0) return { outcome: { hits, disorder: 0, retreat: 0, removed: false }, fireValue, score: fireValue, working: lines }
  const firer = unitType(input.firer, 'firer')
  const effect = resolveEffect({
    hits, target: input.target, disorderPoints: input.targetDisorderPoints,
    generalAttached: input.targetGeneralAttached, inSquare: input.targetInSquare,
    inBuiltUpArea: terrain(input.targetTerrain, 'targetTerrain').builtUp, retreatBlocked: input.retreatBlocked,
    cause: { kind: firer.kind === 'general' ? 'infantry' : firer.kind, adjacent: input.adjacent ?? firer.kind === 'cavalry', range: input.range },
  }, effectFace)
  return { outcome: { hits, ...effect.outcome }, fireValue, score: fireValue, working: [...lines, ...effect.working] }
}

/**
 * Fire (or a cavalry charge): modified fire value with its working; with a filled hits table, the hits die
 * and the combat effects D6 give hits, disorder points and retreat. Without one, `dice` is empty and
 * `resolve`/`distribution`/`outcomes` throw RulesInputError 'missing-table' — use `modifiedFireValue` and
 * ask the players for hits, then the 'combat-effects' calculator.
 */
export const fire: Calculator<FireInput, FireOutcome, FireResult> = {
  id: 'fire',
  title: 'Fire / charge',
  rule: REFERENCE_SHEET_RULE,
  example: { firer: 'french-infantry', moved: 1, range: 1, disorderPoints: 1, target: 'english-infantry', targetTerrain: 'orchard' },
  dice,
  resolve,
  distribution(input) {
    table(input)
    return exactOver(dice(input), (f) => resolve(input, f).outcome)
  },
  outcomes(input) {
    table(input)
    return outcomesInFaceOrder(dice(input), (f) => resolve(input, f).outcome)
      .sort((a, b) => a.hits - b.hits || Number(a.removed) - Number(b.removed) || a.disorder - b.disorder || a.retreat - b.retreat)
  },
}

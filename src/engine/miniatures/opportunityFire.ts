import { check, checkFace, combine, D6, fromDie, map, type Calculator, type CalculatorResult, type Distribution, type NamedDie, type TableUnit, type WorkingLine } from '../core'
import type { Flag } from '../boardgame/whiteDie'
import { COMBAT_EFFECTS_RULE, combatEffect } from './combatEffectsTable'
import { checkDisorderPoints, DISORDER_RULE } from './disorder'
import { unitType } from './referenceSheet'
import { mini } from './refs'
import { refuseForbiddenFire } from './refusals'
import type { MiniaturesRulings } from './rulings'
import { OPPORTUNITY_FIRE_HITS, specialAction, specialActionDice, type SpecialActionInput } from './specialAction'
import { OPEN, terrain } from './terrain'
import { disorderPoints } from './words'

export const OPPORTUNITY_FIRE_RULE = mini('9.3 Special Actions: Moving Cavalry adjacent to the intended target')

export interface OpportunityFireInput {
  /** The artillery's nation: its flag on any white die succeeds. */
  readonly nation: Flag
  /** Distance between the two units before the charge, in `unit`; 0 = adjacent (no dice, no reaction). */
  readonly distance: number
  readonly unit: TableUnit
  readonly chargedFrom: 'front' | 'flank' | 'rear'
  /** The reacting artillery's reference-sheet type id, its DP and terrain (ruling 27: removed or in a stream, it cannot fire). */
  readonly artillery: string
  readonly artilleryDisorderPoints?: number
  readonly artilleryTerrain?: string
  /** The charging cavalry's type id and DP before the fire. */
  readonly cavalry: string
  readonly cavalryDisorderPoints?: number
  readonly rulings?: MiniaturesRulings
}

export type ChargeAfterFire = 'goes on' | 'stopped 4 cm from the artillery' | 'cavalry removed'
export interface OpportunityFireOutcome {
  readonly reaction: 'success' | 'failure'
  readonly charge: ChargeAfterFire
  /** DP the fire gives the cavalry. */
  readonly disorder: number
  /** The cavalry's DP after the fire: the charge that goes on counts −1 fire value for each (seed 003, 9.2). */
  readonly cavalryDisorderPoints: number
}
export type OpportunityFireResult = CalculatorResult<OpportunityFireOutcome>

interface Checked { readonly reaction: SpecialActionInput; readonly dp: number; readonly removedAt: number; readonly cavalryName: string }

function checked(input: OpportunityFireInput): Checked {
  const art = unitType(input.artillery, 'artillery')
  const cav = unitType(input.cavalry, 'cavalry')
  check(art.kind === 'artillery', 'not-allowed-together', 'artillery', `Opportunity fire is for artillery, not ${art.name}.`)
  check(cav.kind === 'cavalry', 'not-allowed-together', 'cavalry', `Only cavalry charges, not ${cav.name}.`)
  refuseForbiddenFire({ kind: 'artillery', name: art.name, disorderPoints: checkDisorderPoints(input.artilleryDisorderPoints ?? 0, 'artilleryDisorderPoints'),
    removedAt: art.disorder, firerTerrain: terrain(input.artilleryTerrain, 'artilleryTerrain'), targetTerrain: OPEN, rulings: input.rulings })
  const dp = checkDisorderPoints(input.cavalryDisorderPoints ?? 0, 'cavalryDisorderPoints')
  check(dp < cav.disorder, 'out-of-range', 'cavalryDisorderPoints', `${cav.name} with ${disorderPoints(dp)} has already been removed (removed at ${cav.disorder}).`)
  const reaction: SpecialActionInput = { action: 'artillery-opportunity-fire', nation: input.nation, distance: input.distance, unit: input.unit, chargedFrom: input.chargedFrom }
  return { reaction, dp, removedAt: cav.disorder, cavalryName: cav.name }
}

/** Ruling 26: after a successful reaction, the D6 on the 1-hit column; a retreat stops the charge, otherwise it goes on. */
function afterFire(c: Checked, success: boolean, face: number): OpportunityFireOutcome {
  if (!success) return { reaction: 'failure', charge: 'goes on', disorder: 0, cavalryDisorderPoints: c.dp }
  const cell = combatEffect(OPPORTUNITY_FIRE_HITS, face)
  const dp = c.dp + cell.disorder
  const charge: ChargeAfterFire = dp >= c.removedAt ? 'cavalry removed' : cell.retreat > 0 ? 'stopped 4 cm from the artillery' : 'goes on'
  return { reaction: 'success', charge, disorder: cell.disorder, cavalryDisorderPoints: dp }
}

function dice(input: OpportunityFireInput): NamedDie[] {
  const white = specialActionDice(checked(input).reaction)
  return white.length ? [...white, { role: 'opportunity fire D6 (1-hit column)', die: D6 }] : []
}

function resolve(input: OpportunityFireInput, faces: readonly (number | string)[]): OpportunityFireResult {
  const c = checked(input)
  const n = specialActionDice(c.reaction).length
  const reaction = specialAction.resolve(c.reaction, faces.slice(0, n))
  check(faces.length === (n ? n + 1 : 0), 'out-of-range', 'faces', `Roll ${n} white dice and a D6, got ${faces.length} faces.`)
  const success = reaction.outcome === 'success'
  const face = success ? checkFace(D6, faces[n], 'opportunity fire D6') : 1
  const outcome = afterFire(c, success, face)
  const working: WorkingLine[] = [...reaction.working]
  if (!success) {
    working.push({ label: 'no reaction: the charge goes on', value: disorderPoints(c.dp), rule: OPPORTUNITY_FIRE_RULE })
    return { outcome, working }
  }
  const cell = combatEffect(OPPORTUNITY_FIRE_HITS, face)
  working.push({ label: `opportunity fire, 1 hit column, die ${face}: disorder`, value: cell.disorder, rule: COMBAT_EFFECTS_RULE })
  working.push(outcome.charge === 'cavalry removed'
    ? { label: `${disorderPoints(outcome.cavalryDisorderPoints)}: ${c.cavalryName} removed (at ${c.removedAt})`, value: 'removed', rule: DISORDER_RULE }
    : outcome.charge === 'goes on'
      ? { label: `no retreat: the charge goes on with ${disorderPoints(outcome.cavalryDisorderPoints)} (−1 fire value each)`, value: outcome.cavalryDisorderPoints, rule: OPPORTUNITY_FIRE_RULE }
      : { label: `retreat ${cell.retreat}: the cavalry stops 4 cm from the artillery's centre, no fight`, value: 'stopped', rule: OPPORTUNITY_FIRE_RULE })
  return { outcome, working }
}

/** Exact: the white dice's success count (6ⁿ − 4ⁿ of 6ⁿ) times the D6's six rows. */
function distribution(input: OpportunityFireInput): Distribution<OpportunityFireOutcome> {
  const c = checked(input)
  const reaction = specialAction.distribution(c.reaction)
  const d = specialActionDice(c.reaction).length === 0
    ? map(reaction, () => afterFire(c, false, 1))
    : combine(reaction, fromDie(D6), (r, face) => afterFire(c, r === 'success', face))
  // No reaction first, then the D6 rows in printed order.
  return { total: d.total, outcomes: [...d.outcomes.filter((o) => o.value.reaction === 'failure'), ...d.outcomes.filter((o) => o.value.reaction === 'success')] }
}

/**
 * seed 003, 9.3: "Artillery fires on the first column of the combat results table BEFORE cavalry moves adjacent.
 * If the result is a retreat cavalry will stop to a 4 cm segment, measured from the center of the artillery unit,
 * without a fight; otherwise the charge will proceed (considering the modifier for Disorder Points earned by the
 * charging cavalry unit)." The reaction roll and the fire as one action (ruling 26).
 */
export const opportunityFire: Calculator<OpportunityFireInput, OpportunityFireOutcome, OpportunityFireResult> = {
  id: 'opportunity-fire',
  title: 'Artillery opportunity fire',
  rule: OPPORTUNITY_FIRE_RULE,
  example: { nation: 'English', distance: 14, unit: 'cm', chargedFrom: 'front', artillery: 'medium-artillery', cavalry: 'heavy-cavalry' },
  dice,
  resolve,
  distribution,
  outcomes: (input) => distribution(input).outcomes.map((o) => o.value),
}

import { certain, check, checkFace, D6, fromDie, map, type Calculator, type CalculatorResult, type Distribution, type NamedDie, type WorkingLine } from '../core'
import { fireTableLookup, FIRE_TABLE_RULE, isFireTableFilled, parseFireResult, type FireTableResult } from './fireTable'
import { FIRE_RULE, fireValue, type FireInput } from './fireValue'
import { allocateLosses, LOSSES_RULE, type LossAllocation } from './losses'
import { ENTER_FROM_PLAY_AID, seriesRef } from './refs'
import type { MoraleCheckOwed } from './owed'
import { stackOrder } from './stacking'
import type { SeriesUnit } from './units'

/** What the fire does to the target hex: steps lost and whether a morale check is owed. */
export interface FireOutcome {
  readonly steps: number
  readonly moraleCheck: boolean
}


export interface FireResult extends CalculatorResult<FireOutcome> {
  readonly fireValue: number
  readonly dieModifier: number
  /** The guns' part of the fire value (16.2: the artillery-loss rules apply when it is half the total or more). */
  readonly artilleryFireValue: number
  /** The Fire Table column read, when the table is filled. */
  readonly column?: string
  readonly allocation: LossAllocation
  readonly moraleCheckOwed: MoraleCheckOwed | null
  /** 14.5: a leader stacked with a unit that loses 2 or 3 steps in a single fire attack rolls for casualty. */
  readonly leaderCasualtyCheckOwed: boolean
}

export const MORALE_CHECK_RULE = seriesRef('7.9 Morale Check')
export const FIRE_ENTER_RESULT = `The Fire Table is not in the text: read the result on your play aid and enter it (${ENTER_FROM_PLAY_AID}).`

function dice(input: FireInput): NamedDie[] {
  return isFireTableFilled(input.fireTable) ? [{ role: 'fire die', die: D6 }] : []
}

/** Table result or the players' entered one; refuses when neither exists. */
function tableResult(input: FireInput, faces: readonly (number | string)[], fv: { fireValue: number; dieModifier: number }): { result: FireTableResult; column?: string; die?: number; lines: WorkingLine[] } {
  if (isFireTableFilled(input.fireTable)) {
    const face = checkFace(D6, faces[0], 'fire die')
    const die = face + fv.dieModifier
    const r = fireTableLookup(input.fireTable, fv.fireValue, die)
    // The die and its modifiers (above it) add up to the modified die, the row read (7.3, 7.10).
    return { result: r, column: r.column, die, lines: [{ label: 'fire die', value: face, rule: FIRE_TABLE_RULE, kind: 'base' }, { label: 'modified die', value: die, rule: FIRE_TABLE_RULE, kind: 'total' },
      { label: `die ${face}${fv.dieModifier ? ` ${fv.dieModifier > 0 ? '+' : '−'} ${Math.abs(fv.dieModifier)} = ${die}` : ''}, column ${r.column} (${input.fireTable.source})`, value: r.printed, rule: FIRE_TABLE_RULE }] }
  }
  check(input.enteredResult !== undefined, 'missing-table', 'enteredResult', `Fire value ${fv.fireValue}${fv.dieModifier ? `, die ${fv.dieModifier > 0 ? '+' : '−'}${Math.abs(fv.dieModifier)}` : ''}. ${FIRE_ENTER_RESULT}`)
  const r = parseFireResult(input.enteredResult)
  return { result: r, lines: [{ label: 'Fire Table result entered by the players', value: r.printed, rule: FIRE_TABLE_RULE }] }
}

/** 5.4: guns on top fired on through the flank or rear are ignored and the unit under them takes the losses. */
function gunsIgnored(input: FireInput, stack: readonly SeriesUnit[]): (u: SeriesUnit) => boolean {
  const flankOrRear = (input.direction ?? 'front') !== 'front'
  const top = stack[0]!
  return (u) => flankOrRear && u === top && u.type === 'artillery' && stack.some((o) => o.type !== 'artillery')
}

function resolve(input: FireInput, faces: readonly (number | string)[]): FireResult {
  const fv = fireValue(input)
  const { result, column, die, lines } = tableResult(input, faces, fv)
  const stack = stackOrder(input.target, 'target')
  const direction = input.direction ?? 'front'
  const allocation = allocateLosses(stack, result.steps, gunsIgnored(input, stack))
  const working: WorkingLine[] = [...fv.working, ...lines]
  for (const l of allocation.losses) working.push({ label: `${l.name} loses ${l.steps} step${l.steps === 1 ? '' : 's'}${l.eliminated ? ' (eliminated)' : ''}`, value: -l.steps, rule: LOSSES_RULE, kind: 'count' })
  let moraleCheck = result.moraleCheck
  if (moraleCheck && input.targetInTownOrCastle) {
    moraleCheck = false
    working.push({ label: 'in a town or castle: no morale check when fired upon', value: 'no check', rule: FIRE_RULE })
  } else if (moraleCheck && input.targetRetreating) {
    moraleCheck = false
    working.push({ label: 'fired upon during its retreat: no morale check, it just loses steps', value: 'no check', rule: seriesRef('7.5 Opportunity Fire: Special Cases') })
  }
  const checker = moraleCheck ? allocation.moraleCheckBy : null
  if (moraleCheck && checker === null) moraleCheck = false
  const moraleCheckOwed: MoraleCheckOwed | null = checker === null ? null : {
    purpose: 'fire', unit: checker.id, name: checker.name, rule: MORALE_CHECK_RULE, direction,
    onFailure: 'the target unit is disorganized (if previously disorganized, the unit is eliminated)',
    reason: result.steps > 0 ? `fired upon: lost ${result.steps} step${result.steps === 1 ? '' : 's'}` : 'fired upon: * result',
  }
  if (moraleCheckOwed) working.push({ label: `${moraleCheckOwed.name} checks morale${direction === 'front' ? '' : ` (fire through the ${direction})`}`, value: 'morale check', rule: MORALE_CHECK_RULE })
  const leaderCasualtyCheckOwed = allocation.losses.some((l) => l.steps >= 2 && stack.some((u) => u.leader))
  return { outcome: { steps: result.steps, moraleCheck }, fireValue: fv.fireValue, dieModifier: fv.dieModifier, artilleryFireValue: fv.artilleryValue, column, ...(die === undefined ? {} : { score: die }),
    allocation, moraleCheckOwed, leaderCasualtyCheckOwed, working }
}

function distribution(input: FireInput): Distribution<FireOutcome> {
  if (!isFireTableFilled(input.fireTable)) return certain(resolve(input, []).outcome)
  return map(fromDie(D6), (f) => resolve(input, [f]).outcome)
}

/**
 * Fire (7.0–7.10): combined fire value of every firer (7.1–7.3, 4.6, 4.12 with ruling 35), the die modifiers
 * (7.10 square +1, 4.6 tirailleurs −1), then the owner-entered Fire Table on one die. Without a filled table
 * `dice` is empty and the calculator takes the result the players read on their play aid (`enteredResult`).
 * Outcomes run in the table's row order (die 1 first);
 * `fireValue` gives the value to read it with.
 */
export const fire: Calculator<FireInput, FireOutcome, FireResult> = {
  id: 'series.fire',
  title: 'Fire',
  rule: FIRE_RULE,
  example: {
    kind: 'defensive',
    firers: [{ unit: { id: 'a1', name: 'Foot battery', type: 'artillery', originalSteps: 2, steps: 2, firepower: 6, meleeValue: 1, morale: 8, fireRange: 6, formation: 'unlimbered', disorganizedAtTurn: null, stackPosition: 0 }, distance: 3 }],
    target: [{ id: 'i1', name: '2e de ligne', type: 'infantry', originalSteps: 7, steps: 7, firepower: 3, meleeValue: 2, morale: 9, fireRange: 1, formation: 'column', disorganizedAtTurn: null, stackPosition: 0 }],
    enteredResult: '1',
  },
  dice,
  resolve,
  distribution,
  outcomes(input) {
    return distribution(input).outcomes.map((o) => o.value)
  },
}

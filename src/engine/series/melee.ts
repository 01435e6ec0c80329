import { certain, check, checkFace, D6, fromDie, map, type Calculator, type CalculatorResult, type Distribution, type NamedDie, type WorkingLine } from '../core'
import type { MoraleCheckOwed } from './owed'
import { applyMeleeRules } from './meleeResult'
import type { MeleeInput } from './meleeInput'
import { meleeStrengths, type MeleeStrengths } from './meleeStrength'
import { isMeleeTableFilled, meleeTableLookup, MELEE_TABLE_RULE, oddsLabel, parseMeleeResult, type MeleeTableResult } from './meleeTable'
import { oddsColumn, ODDS_RULE, wholeNumberOdds } from './odds'
import { ENTER_FROM_PLAY_AID, seriesRef } from './refs'
import { stackOrder } from './stacking'
import type { SeriesUnit } from './units'

export type MeleeOutcome = MeleeTableResult

export interface MeleeResult extends CalculatorResult<MeleeOutcome> {
  readonly strengths: MeleeStrengths
  /** The whole-number odds (ruling 38) and, with a filled table, the column read (ruling 21). */
  readonly odds: string
  readonly column?: string
  readonly dieModifier: number
  readonly moraleChecksOwed: readonly MoraleCheckOwed[]
  /** 8.10: every defender disorganized (and retreating) or eliminated; not after a countercharge (9.7). */
  readonly mayAdvance: boolean
  /** 9.4: a charge whose target was disorganized or eliminated may exploit. */
  readonly chargeExploitation: boolean
  /** 9.6: unlimbered artillery on top of a square that cavalry melees "will take at least one step loss whatever the melee result". */
  readonly squareGunsLoseAStep: boolean
}

export const MELEE_RULE = seriesRef('8.8 Melee Combat')
export const LEADER_RULE = seriesRef('14.3 Combat Value Effects')
export const MELEE_ENTER_RESULT = `The Melee Table is not in the text: read the result on your play aid and enter it (${ENTER_FROM_PLAY_AID}).`

function dieModifiers(input: MeleeInput): { total: number; working: WorkingLine[] } {
  const working: WorkingLine[] = []
  const add = (field: string, n: number | undefined, label: string, rule = LEADER_RULE, sign = 1) => {
    if (n === undefined || n === 0) return
    check(Number.isInteger(n), 'out-of-range', field, `${field} must be a whole number.`)
    working.push({ label, value: sign * n, rule, kind: 'modifier' })
  }
  add('attackerLeaderBonus', input.attackerLeaderBonus, "attacker's leader: combat bonus added to the die")
  add('defenderLeaderBonus', input.defenderLeaderBonus, "defender's leader: combat bonus subtracted from the die", LEADER_RULE, -1)
  ;(input.otherDieModifiers ?? []).forEach((m, i) => add(`otherDieModifiers[${i}].value`, m.value, m.label.slice(0, 60), seriesRef(m.section)))
  return { total: working.reduce((s, l) => s + Number(l.value), 0), working }
}

function dice(input: MeleeInput): NamedDie[] {
  return isMeleeTableFilled(input.meleeTable) ? [{ role: 'melee die', die: D6 }] : []
}

/** 5.3: "If a melee requires a morale test, the first unit with a positive melee value of the stack checks." */
function checker(values: MeleeStrengths['attackers']): SeriesUnit | null {
  return values.find((v) => v.value > 0 && v.unit.steps > 0)?.unit ?? null
}

function resolve(input: MeleeInput, faces: readonly (number | string)[]): MeleeResult {
  const strengths = meleeStrengths(input)
  const mods = dieModifiers(input)
  const odds = strengths.defender > 0 ? oddsLabel(wholeNumberOdds(strengths.attacker, strengths.defender)) : `${strengths.attacker}:0`
  const working: WorkingLine[] = [...strengths.working]
  let printed: MeleeTableResult
  let column: string | undefined
  let score: number | undefined
  if (isMeleeTableFilled(input.meleeTable)) {
    const col = oddsColumn(input.meleeTable, strengths.attacker, strengths.defender, input.rulings?.meleeOdds)
    column = String(col.working.value)
    const face = checkFace(D6, faces[0], 'melee die')
    const die = face + mods.total
    printed = meleeTableLookup(input.meleeTable, col.index, die)
    score = die
    // The die and the leaders' bonuses add up to the modified die, the row read (8.8, 14.3): that is the score, not a strength.
    working.push(col.working, { label: 'melee die', value: face, rule: MELEE_RULE, kind: 'base' }, ...mods.working, { label: 'modified die', value: die, rule: MELEE_RULE, kind: 'total' },
      { label: `die ${die}, column ${column} (${input.meleeTable.source})`, value: `${printed.attacker.printed}/${printed.defender.printed}`, rule: MELEE_TABLE_RULE })
  } else {
    working.push({ label: `odds ${strengths.attacker}:${strengths.defender}, rounded in favour of the defender (ruling 38)`, value: odds, rule: ODDS_RULE }, ...mods.working)
    check(input.enteredResult !== undefined, 'missing-table', 'enteredResult',
      `Odds ${odds}${mods.total ? `, die ${mods.total > 0 ? '+' : '−'}${Math.abs(mods.total)}` : ''}. ${MELEE_ENTER_RESULT}`)
    printed = parseMeleeResult(input.enteredResult)
    working.push({ label: 'Melee Table result entered by the players', value: `${printed.attacker.printed}/${printed.defender.printed}`, rule: MELEE_TABLE_RULE })
  }
  const applied = applyMeleeRules(input, printed)
  working.push(...applied.working)
  const { attacker: a, defender: d } = applied.result
  const owed: MoraleCheckOwed[] = []
  const reason = 'melee result *'
  const rule = seriesRef('8.8 Melee Combat')
  const ac = a.moraleCheck && !a.eliminated && !a.disorganized ? checker(strengths.attackers) : null
  const dc = d.moraleCheck && !d.eliminated && !d.disorganized ? checker(strengths.defenders) : null
  if (ac) owed.push({ purpose: 'melee', unit: ac.id, name: ac.name, reason: `attacker: ${reason}`, rule, direction: 'front' })
  if (dc) owed.push({ purpose: 'melee', unit: dc.id, name: dc.name, reason: `defender: ${reason}`, rule, direction: input.direction })
  for (const o of owed) working.push({ label: `${o.name} checks morale`, value: 'morale check', rule })
  const beaten = d.eliminated || d.disorganized
  const top = stackOrder(input.defenders, 'defenders')[0]!
  const squareGunsLoseAStep = input.charge !== undefined && top.type === 'artillery' && top.formation === 'unlimbered' && input.defenders.some((u) => u.formation === 'square')
  return {
    outcome: applied.result, strengths, odds, column, dieModifier: mods.total, moraleChecksOwed: owed,
    mayAdvance: beaten && input.charge !== 'countercharge', chargeExploitation: beaten && input.charge === 'charge',
    squareGunsLoseAStep, ...(score === undefined ? {} : { score }), working,
  }
}

/** Outcomes in the table's row order: die 1 first. */
function distribution(input: MeleeInput): Distribution<MeleeOutcome> {
  if (!isMeleeTableFilled(input.meleeTable)) return certain(resolve(input, []).outcome)
  return map(fromDie(D6), (f) => resolve(input, [f]).outcome)
}

/**
 * Melee (8.0–8.10) and charge combat (9.3, 9.6, 9.7): strengths (8.4), odds rounded in the defender's favour
 * (8.8, rulings 21 and 38), the die with leaders' combat bonuses (14.3), the owner-entered Melee Table, then the
 * text's changes to the result (8.6, 8.8, 9.3, 9.6). Without a filled table the players enter the result.
 */
export const melee: Calculator<MeleeInput, MeleeOutcome, MeleeResult> = {
  id: 'series.melee',
  title: 'Melee',
  rule: MELEE_RULE,
  example: {
    attackers: [
      { id: 'a', name: 'Line regiment', type: 'infantry', originalSteps: 7, steps: 7, firepower: 3, meleeValue: 2, morale: 9, fireRange: 1, formation: 'line', disorganizedAtTurn: null, stackPosition: 0 },
      { id: 'b', name: 'Column regiment', type: 'infantry', originalSteps: 7, steps: 5, firepower: 3, meleeValue: 2, morale: 9, fireRange: 1, formation: 'column', disorganizedAtTurn: null, stackPosition: 0 },
    ],
    defenders: [{ id: 'c', name: 'Defending line', type: 'infantry', originalSteps: 6, steps: 6, firepower: 3, meleeValue: 2, morale: 8, fireRange: 1, formation: 'line', disorganizedAtTurn: null, stackPosition: 0 }],
    direction: 'front',
    enteredResult: '0/D',
  },
  dice,
  resolve,
  distribution,
  outcomes: (input) => distribution(input).outcomes.map((o) => o.value),
}

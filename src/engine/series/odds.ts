import { check, type WorkingLine } from '../core'
import { oddsLabel, validateMeleeTable, type MeleeTable, type OddsColumn } from './meleeTable'
import { seriesRef } from './refs'

export const ODDS_RULE = seriesRef('8.8 Melee Combat')

/** Ruling 38's options: whole-number ratios first (default), or straight to the table's columns. */
export type OddsRounding = 'whole-number' | 'table-columns'

/**
 * "The attacker divides his melee strength by the defender's melee strength to get a combat ratio. This ratio
 * is always rounded in favor of the defender" (8.8). Ruling 38: a whole-number ratio, n:1 rounded down or
 * 1:n rounded up — 29:12 → 2:1 (the text's example), 5:18 → 1:4, 15:10 → 1:1.
 */
export function wholeNumberOdds(attacker: number, defender: number): OddsColumn {
  check(attacker > 0 && defender > 0, 'out-of-range', 'strength', 'Both melee strengths must be above 0 to make a ratio.')
  return attacker >= defender
    ? { attacker: Math.floor(attacker / defender), defender: 1 }
    : { attacker: 1, defender: Math.ceil(defender / attacker) }
}

/**
 * The Melee Table column (ruling 21): the best column for the attacker that does not exceed the ratio, so
 * rounding always favours the defender. A defender strength of 0 ("ignored for the combat resolution", 8.3)
 * reads the last column. Odds below the first column are not on the table: the players enter the result.
 */
export function oddsColumn(table: MeleeTable, attacker: number, defender: number, rounding: OddsRounding = 'whole-number'): { index: number; working: WorkingLine } {
  validateMeleeTable(table)
  const cols = table.columns
  if (defender === 0) return { index: cols.length - 1, working: { label: `defender strength 0: the last column`, value: oddsLabel(cols[cols.length - 1]!), rule: ODDS_RULE } }
  const odds = rounding === 'whole-number' ? wholeNumberOdds(attacker, defender) : { attacker, defender }
  const r = odds.attacker / odds.defender
  let index = -1
  cols.forEach((c, i) => { if (c.attacker / c.defender <= r) index = i })
  check(index >= 0, 'missing-table', 'meleeTable.columns',
    `Odds ${attacker}:${defender} are below the Melee Table's first column (${oddsLabel(cols[0]!)}): enter the result.`)
  const via = rounding === 'whole-number' ? ` → ${oddsLabel(odds)} (ruling 38)` : ''
  return { index, working: { label: `odds ${attacker}:${defender}${via}, rounded for the defender to the column (ruling 21)`, value: oddsLabel(cols[index]!), rule: ODDS_RULE } }
}

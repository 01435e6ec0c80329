import { check, type ReferenceTable, type RuleRef } from '../../core'

export const LEADER_CASUALTIES_RULE: RuleRef = { seed: '004', section: 'Leader Casualties' }

export type LeaderCasualtyResult = 'Killed' | 'Serious' | 'Minor' | 'NE'
/** Printed order of the results, worst first. */
export const LEADER_CASUALTY_RESULTS: readonly LeaderCasualtyResult[] = ['Killed', 'Serious', 'Minor', 'NE']

/** Dice-roll columns as printed; `max` is the highest percentile in the column ('00' = 100). */
export const DICE_COLUMNS = [
  { label: '01 - 05', max: 5 },
  { label: '06 - 10', max: 10 },
  { label: '11 - 30', max: 30 },
  { label: '31 - 50', max: 50 },
  { label: '51 - 75', max: 75 },
  { label: '76 - 00', max: 100 },
] as const

export interface LeaderCasualtyRow {
  readonly casualties: string
  readonly min: number
  readonly results: readonly LeaderCasualtyResult[]
}

// seed 004, Leader Casualties — rows by the unit's casualties this turn, as printed.
export const LEADER_CASUALTY_TABLE: readonly LeaderCasualtyRow[] = [
  { casualties: '1', min: 1, results: ['Minor', 'NE', 'NE', 'NE', 'NE', 'NE'] },
  { casualties: '2', min: 2, results: ['Serious', 'Minor', 'NE', 'NE', 'NE', 'NE'] },
  { casualties: '3', min: 3, results: ['Killed', 'Serious', 'Minor', 'NE', 'NE', 'NE'] },
  { casualties: '4-6', min: 4, results: ['Killed', 'Serious', 'Minor', 'Minor', 'NE', 'NE'] },
  { casualties: '7-9', min: 7, results: ['Killed', 'Killed', 'Serious', 'Minor', 'Minor', 'NE'] },
  { casualties: '10 or more', min: 10, results: ['Killed', 'Killed', 'Killed', 'Serious', 'Minor', 'NE'] },
]

/** The row for a casualty count of 1 or more. */
export function leaderCasualtyRow(casualties: number): LeaderCasualtyRow {
  check(Number.isInteger(casualties) && casualties >= 1, 'out-of-range', 'casualties', `casualties must be a whole number of at least 1 to test, got ${casualties}.`)
  return [...LEADER_CASUALTY_TABLE].reverse().find((r) => casualties >= r.min)!
}

/** The column index for a percentile roll 1–100. */
export function diceColumn(percentile: number): number {
  check(Number.isInteger(percentile) && percentile >= 1 && percentile <= 100, 'bad-face', 'percentile', `percentile must be 1–100 ('00' = 100), got ${percentile}.`)
  return DICE_COLUMNS.findIndex((c) => percentile <= c.max)
}

export const LEADER_CASUALTIES_REFERENCE: ReferenceTable = {
  id: 'wargaming.leaderCasualties',
  title: 'Leader casualties',
  rule: LEADER_CASUALTIES_RULE,
  columns: ['Casualties', ...DICE_COLUMNS.map((c) => c.label)],
  rows: LEADER_CASUALTY_TABLE.map((r) => [r.casualties, ...r.results]),
  notes: [
    'Roll two D10 (tens and units); 00 = 100.',
    'Killed: leader is dead. Serious: removed to a field hospital. Minor: no bonuses for the rest of the turn. NE: no effect.',
    'Ruling 7: casualties are counted in damaged-base steps (a removed base = 2); 0 casualties = no test.',
  ],
}

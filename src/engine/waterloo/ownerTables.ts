import { check, checkFace, D6, type Calculator, type CalculatorResult, type Distribution } from '../core'
import { ENTER_FROM_PLAYER_AID, wl } from './refs'

/** An "11–66" roll (seed 002, A-3): first die of one colour the tens, second die the units. */
export type D66 = `${1 | 2 | 3 | 4 | 5 | 6}${1 | 2 | 3 | 4 | 5 | 6}`
export const D66_RESULTS: readonly D66[] = [1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].map((b) => `${a}${b}` as D66))

/**
 * A table printed on the player aid, not in the text: the owner enters it once (a house-rule record). Entries are
 * keyed by the 11–66 result; a range of results may repeat the same text.
 */
export interface OwnerD66Table {
  readonly id: OwnerTableId
  readonly title: string
  readonly entries: Readonly<Partial<Record<D66, string>>>
}
export type OwnerTableId = 'corps-activation' | 'old-nosey' | 'alte-vorwarts'

/** seed 002, D-2, D-3b, D-3c: the tables the text names and does not print. Empty until the owner fills them in. */
export const OWNER_TABLES: readonly OwnerD66Table[] = [
  { id: 'corps-activation', title: 'Anglo-Allied/Prussian Corps Activation Table', entries: {} },
  { id: 'old-nosey', title: 'Old Nosey Table (Wellington)', entries: {} },
  { id: 'alte-vorwarts', title: 'Alte Vorwarts Table (Blucher)', entries: {} },
]

/** Other player-aid procedures the text names but does not print: the owner writes them down as text. */
export const OWNER_PROCEDURES = [
  { id: 'le-petite-caporal', title: 'Le Petite Caporal Table (Napoleon: five special actions; only "Pas de Charge" is described in the text)', rule: wl('D-3a') },
  { id: 'detachments', title: 'Detachment activation procedure', rule: wl('G-1') },
  { id: 'prussian-track', title: 'Blucher: the die for each Prussian marker on the Game Turn Track', rule: wl('D-3c') },
  { id: 'priorities', title: 'Enemy Movement and Target Priorities', rule: wl('G Activating Anglo-Allied and Prussian Units') },
  { id: 'reverse-slope', title: 'Reverse Slope Deployment (Allied Condition marker) effect', rule: wl('L-1 Markers') },
] as const

export function isFilled(t: OwnerD66Table): boolean {
  return D66_RESULTS.every((r) => typeof t.entries[r] === 'string' && t.entries[r] !== '')
}

/** The entry for a roll; throws 'missing-table' when the owner has not entered it. */
export function lookupD66(t: OwnerD66Table, result: D66): string {
  const entry = t.entries[result]
  check(typeof entry === 'string' && entry !== '', 'missing-table', `${t.id}.${result}`,
    `${t.title}: no entry for ${result} yet (${ENTER_FROM_PLAYER_AID}, or type the result you read).`)
  return entry
}

export interface ActivationRollInput {
  readonly table: OwnerD66Table
  /** Until the table is filled in: the result the players read off their own player aid. */
  readonly enteredResult?: string
}

const D66_RULE = wl('A-3 "11—66" Dice Rolls')

/** seed 002, A-3 and D-2/D-3: roll 11–66 on an owner-entered table; the players' entered result stands in until it is filled. */
export const activationRoll: Calculator<ActivationRollInput, string> = {
  id: 'activation-roll', title: '11–66 activation roll', rule: D66_RULE,
  example: { table: OWNER_TABLES[0]!, enteredResult: 'as read on the player aid' },
  dice: (i) => (i.enteredResult !== undefined && !isFilled(i.table) ? [] : [{ role: 'first digit', die: D6 }, { role: 'second digit', die: D6 }]),
  resolve(i, faces): CalculatorResult<string> {
    if (i.enteredResult !== undefined && !isFilled(i.table)) {
      check(i.enteredResult.trim() !== '', 'out-of-range', 'enteredResult', 'enteredResult: type what the player aid says.')
      return { outcome: i.enteredResult, working: [{ label: `${i.table.title}: result entered by the players`, value: i.enteredResult, rule: D66_RULE }] }
    }
    check(faces.length === 2, 'out-of-range', 'faces', 'Roll two dice of different colours (first and second digit).')
    const r = `${checkFace(D6, faces[0], 'first digit')}${checkFace(D6, faces[1], 'second digit')}` as D66
    const entry = lookupD66(i.table, r)
    return { outcome: entry, working: [{ label: `${i.table.title}: ${r}`, value: entry, rule: D66_RULE }] }
  },
  distribution: rollDistribution,
  outcomes: (i) => rollDistribution(i).outcomes.map((o) => o.value),
}

function rollDistribution(i: ActivationRollInput): Distribution<string> {
  if (i.enteredResult !== undefined && !isFilled(i.table)) return { total: 1, outcomes: [{ value: i.enteredResult, count: 1 }] }
  const counts = new Map<string, number>()
  for (const r of D66_RESULTS) { const e = lookupD66(i.table, r); counts.set(e, (counts.get(e) ?? 0) + 1) }
  return { total: 36, outcomes: [...counts].map(([value, count]) => ({ value, count })) }
}

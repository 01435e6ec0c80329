import { check, checkFace, D6, type Calculator, type CalculatorResult, type Distribution } from '../core'
import { D66_RESULTS, OWNER_TABLES, type D66, type OwnerD66Table } from './ownerTables'
import { wl } from './refs'

const D66_RULE = wl('A-3 "11—66" Dice Rolls')

export interface D66RollInput {
  /** The owner's table, filled in or not: an entry it has is looked up, one it lacks is read off the player aid. */
  readonly table: OwnerD66Table
}

/** "56: Reinforce/Recapture" where the owner's table has the entry, "56" where the players read it off their player aid. */
const sayRoll = (t: OwnerD66Table, r: D66): string => (t.entries[r] ? `${r}: ${t.entries[r]}` : r)

/**
 * seed 002, A-3: "the first die of one color represents the first digit, and the second die of a different color
 * represents the second digit of a two-digit number. This generates a result from 11 through 66." Two dice, rolled by
 * the app or the players, never a result typed as free text; the owner's table (D-2, D-3b, D-3c) is looked up.
 */
export const d66Roll: Calculator<D66RollInput, string> = {
  id: 'd66-roll', title: '11–66 roll', rule: D66_RULE,
  example: { table: OWNER_TABLES[0]! },
  dice: () => [{ role: 'tens die (first colour)', die: D6 }, { role: 'units die (second colour)', die: D6 }],
  resolve(i, faces): CalculatorResult<string> {
    check(faces.length === 2, 'out-of-range', 'faces', 'Roll two dice of different colours: the tens die and the units die.')
    const r = `${checkFace(D6, faces[0], 'tens die')}${checkFace(D6, faces[1], 'units die')}` as D66
    const entry = i.table.entries[r]
    return {
      outcome: sayRoll(i.table, r),
      working: [
        { label: `tens die ${r[0]}, units die ${r[1]}`, value: r, rule: D66_RULE },
        { label: i.table.title, value: entry ? entry : 'not in your table yet: read your player aid', rule: D66_RULE },
      ],
    }
  },
  distribution: (i): Distribution<string> => ({ total: 36, outcomes: D66_RESULTS.map((r) => ({ value: sayRoll(i.table, r), count: 1 })) }),
  outcomes: (i) => D66_RESULTS.map((r) => sayRoll(i.table, r)),
}

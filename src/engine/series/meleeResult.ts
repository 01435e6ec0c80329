import type { WorkingLine } from '../core'
import type { MeleeInput } from './meleeInput'
import type { MeleeSideResult, MeleeTableResult } from './meleeTable'
import { ROUT_RULE } from './optional/routEffects'
import { seriesRef } from './refs'
import { stackOrder } from './stacking'

export const CHARGE_LOSS_RULE = seriesRef('9.3 Charge Combat Resolution')
export const ALREADY_DISORGANIZED_RULE = seriesRef('8.8 Melee Combat: Note')

const side = (r: MeleeSideResult, change: Partial<MeleeSideResult>, printed: string): MeleeSideResult => ({ ...r, ...change, printed })

/**
 * The text's changes to a Melee Table result, in this order: unlimbered artillery alone attacked through a
 * flank or rear (8.6: "the combat result applies to the defending artillery only. Any 0 or 1 result (with or
 * without *) is replaced by D" — the text's example turns 1/1* into 0/D); infantry charged while not in
 * square or general order (9.3, 9.6: "0 still is 0, 1 becomes 2, D becomes D1, D1 becomes D2"); a disorganized
 * unit that gets D or D1 is eliminated (8.8 note); town or castle ignores "*" (8.8 exception).
 */
export function applyMeleeRules(input: MeleeInput, r: MeleeTableResult): { result: MeleeTableResult; working: WorkingLine[] } {
  const working: WorkingLine[] = []
  const defenders = stackOrder(input.defenders, 'defenders')
  const top = defenders[0]!
  let d = r.defender
  let a = r.attacker
  if (input.direction !== 'front' && defenders.every((u) => u.type === 'artillery' && u.formation === 'unlimbered')) {
    const gunsRule = seriesRef('8.6 Flank/Rear Attack: Unlimbered Artillery')
    a = side(a, { steps: 0, disorganized: false, eliminated: false, moraleCheck: false }, '0')
    working.push({ label: `lone unlimbered artillery attacked from the ${input.direction}: the result applies to the artillery only`, value: '0', rule: gunsRule })
    if (!d.disorganized && !d.eliminated && d.steps <= 1) {
      d = side(d, { steps: 0, disorganized: true, moraleCheck: false }, 'D')
      working.push({ label: `${r.defender.printed} is replaced by D`, value: 'D', rule: gunsRule })
    }
  }
  const chargedInfantry = input.charge !== undefined && top.type === 'infantry' && top.formation !== 'square' && top.formation !== 'general-order'
  if (chargedInfantry && !d.eliminated && (d.steps > 0 || d.disorganized)) {
    const printed = d.disorganized ? `D${d.steps + 1}` : `${d.steps + 1}`
    working.push({ label: `infantry charged, not in square or general order: one additional step (${d.printed} becomes ${printed})`, value: printed, rule: CHARGE_LOSS_RULE })
    d = side(d, { steps: d.steps + 1 }, `${printed}${d.moraleCheck ? '*' : ''}`)
  }
  if (top.formation === 'disorganized' && d.disorganized) {
    if (input.routRule === true && top.routed !== true) {
      working.push({ label: 'already disorganized, with the rout rule: it routs instead of being eliminated', value: 'routs', rule: ROUT_RULE })
    } else {
      d = side(d, { eliminated: true }, 'E')
      working.push({ label: `already ${top.routed === true ? 'routed' : 'disorganized'}: a D or D1 result eliminates it`, value: 'E', rule: ALREADY_DISORGANIZED_RULE })
    }
  }
  const town = seriesRef('8.8 Melee Combat: Exception')
  if (a.moraleCheck && input.attackerInTownOrCastle) {
    a = side(a, { moraleCheck: false }, a.printed.replace('*', ''))
    working.push({ label: 'attacker in a town or castle: no morale check on *', value: 'no check', rule: town })
  }
  if (d.moraleCheck && input.defenderInTownOrCastle) {
    d = side(d, { moraleCheck: false }, d.printed.replace('*', ''))
    working.push({ label: 'defender in a town or castle: no morale check on *', value: 'no check', rule: town })
  }
  return { result: { attacker: a, defender: d }, working }
}

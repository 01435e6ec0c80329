import { alliedCavalryStand, closeToContact, formSquare } from '@/engine/waterloo/elanTests'
import { retreatStep } from '@/engine/waterloo/results'
import type { ActionDraft } from '@/model/actionDraft'
import type { DiceRecord, Unit } from '@/model/types'
import { withFlow } from '@/rulesets/flow'
import { withOwes } from '@/rulesets/owed'
import { elanTestDraft } from './combatDrafts'
import { resultUnit, specOf } from './resultOps'

/** seed 002, F-4d: the attacker's Close To Contact Test, logged once: it opens or stops the attack. */
export function contactDraft(attacker: Unit, defender: Unit, outcome: string, rulings: Readonly<Record<string, unknown>>, dice?: DiceRecord): ActionDraft {
  return elanTestDraft(attacker, `${closeToContact.title} against ${defender.name}`, outcome, false, rulings, [], dice,
    [{ t: 'contact', unit: attacker.id, target: defender.id, passed: outcome !== 'fail' }])
}

/**
 * seed 002, F-4c: an Anglo-Allied or Prussian Cavalry unit attacked by a French Infantry unit tests, logged once before the
 * attacker's Close To Contact Test: failed, it owes its two-hex Retreat and the attack is over; passed, the combat goes on.
 */
export function standDraft(cavalry: Unit, infantry: Unit, outcome: string, rulings: Readonly<Record<string, unknown>>, dice?: DiceRecord): ActionDraft {
  return elanTestDraft(cavalry, `${alliedCavalryStand.title} (${infantry.name})`, outcome, false, rulings, [], dice,
    [{ t: 'stand', unit: cavalry.id, attacker: infantry.id, passed: !outcome.startsWith('fail') }])
}

/** seed 002, F-4l: the charged Infantry's Form Square Test, logged once. */
export function squareDraft(defender: Unit, outcome: string, rulings: Readonly<Record<string, unknown>>, dice?: DiceRecord): ActionDraft {
  return elanTestDraft(defender, formSquare.title, outcome, false, rulings, [], dice, [{ t: 'square', unit: defender.id, passed: outcome.startsWith('square') }])
}

/**
 * seed 002, F-4c Cavalry Withdrawal: the French Cavalry "loses" the combat and Retreats up to two hexes; no dice, no Step
 * Losses; the Infantry wins and advances into the hex (if empty). One action; the Retreat is owed.
 */
export function withdrawDraft(cavalry: Unit, infantry: Unit, detachment: boolean): ActionDraft {
  const owed = retreatStep(resultUnit(cavalry, detachment), 2, 'seed 002, F-4c: Cavalry Withdrawal, up to two hexes')
  return withFlow(withOwes({
    kind: 'wl.withdraw', by: cavalry.side, ops: [], detail: { unitId: cavalry.id, attackerId: infantry.id },
    label: `${cavalry.name} withdraws before ${infantry.name}'s Close To Contact Test: ${infantry.name} wins, no dice, no Step Losses`,
  }, [{ ...specOf(owed), label: `${cavalry.name}: Retreat up to 2 hexes` }]), [{ t: 'withdraw', unit: cavalry.id, attacker: infantry.id }])
}

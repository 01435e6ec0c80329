import type { Ruling } from '../ruleset'
import { rulingValue } from '../ruleset'

/**
 * RULES.md rulings 13–16 and 40–48 for seed 002. The first option is RULES.md's reading; a second option
 * is offered only where the text really leaves a choice. Ids are the input field a calculator reads.
 */
export const WATERLOO_RULINGS: readonly Ruling[] = [
  { id: 'targetNumber', number: 13, title: 'Close-combat target numbers', question: 'Whose Elan Rating does each side\'s dice have to beat?', options: [
    { value: 'enemy ER', label: 'Attacker\'s dice against the defender\'s ER (+ cover, at most 6), defender\'s dice against the attacker\'s ER' }] },
  { id: 'reRollConfident', number: 14, title: 'ER 6 re-roll and Confident', question: 'Can a pass on the ER 6 re-roll be "Confident"?', options: [
    { value: 'never', label: 'No: a pass on the re-roll is never Confident' },
    { value: 'reroll 1', label: 'Yes, a re-roll of 1 (passes the 1–3 by two)' }] },
  { id: 'erClamp', number: 15, title: 'Several Elan Rating changes', question: 'Are ER changes summed and clamped to 1–6 once, or clamped after each?', options: [
    { value: 'sum then clamp', label: 'Sum them, then clamp to 1–6 once' },
    { value: 'clamp each', label: 'Clamp to 1–6 after each change (marker, square, artillery)' }] },
  { id: 'lateLossRetreat', number: 16, title: 'Retreats from the 6th Step Loss on', question: 'Two hexes for each loss numbered 6 or more, or two hexes once per event?', options: [
    { value: 'per loss', label: 'Two hexes for each such loss (5 → 7 losses: 4 hexes)' },
    { value: 'per event', label: 'Two hexes once however many such losses' }] },
  { id: 'floorOfOne', number: 40, title: 'Floors of 1', question: 'Does "never lower than 1" raise a printed 0?', options: [
    { value: 'stops at 1', label: 'It stops a reduction at 1; a printed 0 stays 0' }] },
  { id: 'blownHorsesOrder', number: 42, title: 'Blown Horses and the Panic test', question: 'When is the Blown Horses loss taken?', options: [
    { value: 'with the combat losses', label: 'With the combat\'s Step Losses, before the Panic test; Panic before a Detachment loser\'s Elan test' }] },
  { id: 'rallyLate', number: 43, title: 'Rally with 6 or more losses', question: 'Where does a unit with 6 or more losses rally to?', options: [
    { value: 'fourth step', label: 'Battleworn + Shaken (the 4th step)' },
    { value: 'one step', label: 'One loss fewer' }] },
  { id: 'pasDeChargeForcedMarch', number: 44, title: 'Pas de Charge and Forced March', question: 'Do Pas de Charge (+1) and Forced March (+1) add up?', options: [
    { value: 'add', label: 'They add up; the test is due only past the normal allowance (Pas de Charge included)' },
    { value: 'not together', label: 'Not together: a unit on Pas de Charge may not also Forced March' }] },
  { id: 'desultoryCanister', number: 45, title: 'Desultory fire', question: 'Is Desultory Fire canister?', options: [
    { value: 'canister', label: 'Always canister (the attacker began adjacent and may not move)' }] },
  { id: 'reverseSlope', number: 46, title: 'Reverse Slope', question: 'Which two turns does the Reverse Slope marker last?', options: [
    { value: 'first two played', label: 'The first two turns actually played' },
    { value: 'game turns 1-2', label: 'Game Turns 1 and 2' }] },
  { id: 'grouchyModifier', number: 47, title: 'Grouchy\'s arrival roll', question: 'From which turn does the +1 per turn count?', options: [
    { value: 'from turn 6', label: 'From Game Turn 6 (he arrives by turn 10 at the latest)' },
    { value: 'from turn 1', label: 'From Game Turn 1, as in A Rainy Start' }] },
  { id: 'detachmentsMarker', number: 48, title: 'Detachments marker and low scores', question: 'Is the Detachments marker in the cup? (Below 0 VP is a Catastrophe; "4 SP" is 4 VP.)', options: [
    { value: 'in cup', label: 'An Anglo-Allied corps marker in the cup (15 markers at setup)' },
    { value: 'not in cup', label: 'Not in the cup (14 markers)' }] },
]

const byId = new Map(WATERLOO_RULINGS.map((r) => [r.id, r]))

/** The value of ruling `id` in force for a battle's choices (the default when unset or unknown). */
export function waterlooRuling(id: string, chosen: Readonly<Record<string, unknown>> = {}): string {
  const r = byId.get(id)
  if (!r) throw new Error(`No Waterloo ruling "${id}"`)
  return rulingValue(r, chosen)
}

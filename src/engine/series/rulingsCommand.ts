import type { Ruling } from '../ruleset'

/**
 * RULES.md rulings 20, 34, 36, 37 and 39 (seed 001 §10–20) as owner settings; the first option is the default.
 * Each id is the `rulings` field of the input that takes it (MoraleInput.rulings, fatigueChange, InitiativeInput…).
 */
export const SERIES_COMMAND_RULINGS: readonly Ruling[] = [
  { id: 'lossTable', number: 20, title: 'Morale loss table columns', question: 'The table prints 7 current-strength headings over 6 cells a row: which headings do the cells belong to?', options: [
    { value: 'current 6 to 1', label: 'Current strength 6 down to 1; 7 or more steps: no penalty' },
    { value: 'current 7+ to 2', label: 'Current strength 7+ down to 2; 1 step: from the army loss chart' }] },
  { id: 'noModifiers', number: 34, title: 'Cavalry withdrawal "with no modifiers"', question: 'Does §6.8 "check morale with no modifiers" leave out losses, army morale, fatigue and leaders too?', options: [
    { value: 'literal', label: 'Literal: no modifier at all (a natural 2 or 12 still decides)' },
    { value: 'situation only', label: 'Only the situation: losses, army morale, fatigue and penalties still apply' }] },
  { id: 'half', number: 36, title: 'Half the possible losses', question: 'When is "half of its total possible losses" reached for an odd total?', options: [
    { value: 'losses × 2 ≥ possible', label: 'Losses × 2 ≥ possible (45 possible → 23)' },
    { value: 'half rounded down', label: 'Half rounded down (45 possible → 22)' }] },
  { id: 'desperate', number: 37, title: 'Demoralized and desperate', question: 'Does desperate −2 replace demoralized −1, or do they add?', options: [
    { value: 'replaces', label: 'Desperate −2 replaces demoralized −1' },
    { value: 'adds', label: 'They add (−3)' }] },
  { id: 'fatigueBeyondTwenty', number: 39, title: 'Fatigue beyond 20 points', question: 'The consequences stop at 20 points (−4): what comes after?', options: [
    { value: 'continues', label: 'The 5-point scale continues (25 → −5)' },
    { value: 'stops at -4', label: 'Stops at −4' }] },
  { id: 'bothRecoveries', number: 39, title: 'Both fatigue recoveries', question: 'A corps with no move, no melee and no fire on it qualifies for both recoveries: 2 points or 3?', options: [
    { value: 'recovers 2', label: 'Recovers 2' },
    { value: 'recovers 3', label: 'Recovers 3 (both add)' }] },
  { id: 'halfMove', number: 39, title: 'Leader out of command radius', question: 'A leader out of radius who passes his initiative moves "half his movement rating": rounded how?', options: [
    { value: 'rounded up', label: 'Rounded up' },
    { value: 'rounded down', label: 'Rounded down' }] },
]

/**
 * Readings this part applies where the text is silent and RULES.md has no ruling yet (reported to the lead, not
 * spread into the ruleset until RULES.md records them): one option each, the one implemented.
 */
export const SERIES_COMMAND_PROPOSED_RULINGS: readonly Ruling[] = [
  { id: 'strongholdCap', title: 'Morale in town "with a maximum of 11"', question: 'Does the 16.6 maximum cap the printed morale plus the bonus, or the fully modified morale?', options: [
    { value: 'printed plus bonus', label: 'The bonus raises the printed morale to at most 11; other modifiers still apply' }] },
  { id: 'routedDisorganized', title: 'Routed units and the disorganized −2', question: 'Is a routed unit (16.5) also at −2 for being disorganized?', options: [
    { value: 'both', label: 'Yes: −2 disorganized and −3 routed' }] },
  { id: 'routedFails', title: 'A routed unit failing again', question: 'What does a routed unit that fails a fire or melee check become?', options: [
    { value: 'eliminated', label: 'Eliminated, as a disorganized unit is in the standard rules' }] },
  { id: 'straightToDesperate', title: 'Good straight to desperate', question: 'An army that reaches the desperate level from good order in one turn: which one-time checks?', options: [
    { value: 'desperate check only', label: 'The desperate check only (every good-order unit at −2); the demoralization check counts as made' }] },
  { id: 'modulatedAtDesperate', title: 'A modulated threshold at or above the desperate level', question: '16.8 can raise the demoralization level to or past the desperate level: what happens then?', options: [
    { value: 'straight to desperate', label: 'The army goes from good order straight to desperate (as in “Good straight to desperate”)' }] },
  { id: 'halfLossesLone', title: 'System A half-losses from several step losses', question: '16.2 A: a lone battery given 2 or more step losses by one fire: how many half-losses?', options: [
    { value: 'each a half-loss', label: 'Each step loss is a half-loss, so two make a step; stacked on infantry, the guns take one half-loss and the infantry the rest' }] },
  { id: 'randomLossDice', title: 'System B dice', question: '16.2 B: "a die is rolled for each step loss required" — how many dice at most?', options: [
    { value: 'at most 3', label: 'At most 3 dice (the text names 2 or 3 losses)' }] },
  { id: 'cavalryClassDie', title: 'Cavalry class modifier with several cavalry', question: '16.4: several cavalry units in one melee: whose class modifier applies to the die?', options: [
    { value: 'first of each side', label: "The first attacking cavalry's modifier is added, the first defending cavalry's subtracted" }] },
  { id: 'freshOrder', title: 'Fresh-order melee bonus', question: '"+1 … for 3 turns (this turn and the next two)": from the turn the order is received or the turn it takes effect?', options: [
    { value: 'takes effect', label: 'From the turn the order takes effect; not for initiative changes or free switches to defense' }] },
]

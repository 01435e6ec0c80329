import type { Ruling } from '../ruleset'

/**
 * RULES.md rulings for seed 004 that could go another way, as owner settings. Ids are the
 * calculator option names they feed; the first option is the default the rulings record.
 */
export const WARGAMING_RULINGS: readonly Ruling[] = [
  { id: 'rainRounding', number: 2, title: 'Halving in rain and for charge defensive fire', question: 'Which way does a halved odd fire factor round?', options: [
    { value: 'toward-zero', label: 'Toward zero' }, { value: 'down', label: 'Down' }, { value: 'up', label: 'Up' }] },
  { id: 'rankRounding', number: 3, title: 'Ranks within penetration', question: '+1 per 3 ranks: whole groups of 3 only, or to the nearest?', options: [
    { value: 'down', label: 'Whole 3 ranks (round down)' }, { value: 'nearest', label: 'Nearest' }] },
  { id: 'moraleRandomFactor', number: 4, title: 'Morale random factor', question: 'Is the difference of two average dice signed (−3..+3) as in fire?', options: [
    { value: 'signed', label: 'Signed, −3..+3' }, { value: 'unsigned', label: 'Always added, 0..3' }] },
  { id: 'winnerBy', number: 5, title: 'Mêlée winner', question: 'How are "more casualties" compared?', options: [
    { value: 'steps', label: 'In steps (removed base = 2)' }, { value: 'removed-bases', label: 'Removed bases only' }] },
  { id: 'strengthBoundary', number: 6, title: 'Morale strength bands', question: 'Does exactly ¾, ½ or ¼ belong to the higher or lower band?', options: [
    { value: 'higher band', label: 'Higher band' }, { value: 'lower band', label: 'Lower band' }] },
  { id: 'casualtyCount', number: 7, title: 'Leader casualty row', question: 'Are a unit\'s casualties counted in steps or bases?', options: [
    { value: 'steps', label: 'Steps (removed base = 2)' }, { value: 'bases', label: 'Bases' }] },
  { id: 'clamp', number: 8, title: 'Replacement leaders', question: 'Which ratings stay within 0–6?', options: [
    { value: 'all', label: 'All three' }, { value: 'leadership-only', label: 'Leadership only (as printed)' }] },
  { id: 'sameNumber', number: 9, title: 'Initiative tie', question: '"Both roll the same number": the natural D20 face or the total?', options: [
    { value: 'natural face', label: 'Same natural face' }, { value: 'total', label: 'Same total' }] },
  { id: 'fireScore', number: 11, title: 'Setting a building on fire', question: '"A score of 5": 5 or more, or exactly 5?', options: [
    { value: 'five or more', label: '5 or more' }, { value: 'exactly five', label: 'Exactly 5' }] },
  { id: 'airs', number: 11, title: 'Occasional light airs', question: 'Does wind speed 5 drift smoke?', options: [
    { value: 'no drift', label: 'No drift' }, { value: 'as light', label: 'As a light wind' }] },
  { id: 'indecisionScope', title: 'End-of-turn Command Indecision card', question: 'Checked at every end of turn (at most one card a turn), or once per battle?', options: [
    { value: 'each turn', label: 'Every end of turn' }, { value: 'once per battle', label: 'Once per battle' }] },
]

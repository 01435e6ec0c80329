import type { RuleRef } from '../core'
import { seriesRule } from './commandRefs'
import type { MoraleInput } from './moraleInput'

/** What a check's result does to the unit, in the rules' words. */
export type MoraleEffect =
  | 'holds' // 7.9: a successful check has no effect
  | 'disorganized, retreats 2 hexes' // 10.2 / 8.9
  | 'eliminated' // 10.2: a disorganized unit that misses a check
  | 'routed' // 16.5 (optional)
  | 'rallied' // 11.3
  | 'retreats 2 more hexes' // 10.2 / 11.4 (not required when already in a town or forest hex)
  | 'routs on with its whole movement allowance' // 16.5: a routed unit failing a rally check
  | 'countercharges' // 9.7
  | 'no countercharge' // 9.7: "nothing happens"
  | 'withdraws 1 or 2 hexes' // 6.8
  | 'forms square' // 9.6
  | 'disorganized, retreats after the charge combat' // 9.6
  | 'recovers one step' // 16.7
  | 'no step recovered' // 16.7

const effectRule: Record<MoraleEffect, string> = {
  holds: '7.9 Morale Check',
  'disorganized, retreats 2 hexes': '10.2 Morale Check',
  eliminated: '10.2 Morale Check',
  routed: '16.5 Rout',
  rallied: '11.3 Success',
  'retreats 2 more hexes': '11.4 Failure',
  'routs on with its whole movement allowance': '16.5 Rout',
  countercharges: '9.7 Countercharge',
  'no countercharge': '9.7 Countercharge',
  'withdraws 1 or 2 hexes': '6.8 Cavalry Withdrawal',
  'forms square': '9.6 Square',
  'disorganized, retreats after the charge combat': '9.6 Square',
  'recovers one step': '16.7 Troops reintegration',
  'no step recovered': '16.7 Troops reintegration',
}
export const effectRuleOf = (e: MoraleEffect): RuleRef => seriesRule(effectRule[e])

const onSuccess: Partial<Record<MoraleInput['purpose'], MoraleEffect>> = {
  rally: 'rallied', countercharge: 'countercharges', withdrawal: 'withdraws 1 or 2 hexes', 'form-square': 'forms square', reintegration: 'recovers one step',
}
const onFailure: Partial<Record<MoraleInput['purpose'], MoraleEffect>> = {
  countercharge: 'no countercharge', 'form-square': 'disorganized, retreats after the charge combat', reintegration: 'no step recovered',
}

/** The effect of passing or failing, by the reason for the check and the unit's state. */
export function moraleEffect(i: MoraleInput, passed: boolean): MoraleEffect {
  if (passed) return onSuccess[i.purpose] ?? 'holds'
  if (i.purpose === 'rally') return i.routed ? 'routs on with its whole movement allowance' : 'retreats 2 more hexes'
  const fixed = onFailure[i.purpose]
  if (fixed) return fixed
  if (!i.disorganized && !i.routed) return 'disorganized, retreats 2 hexes'
  const routs = i.routRule === true && !i.routed && (i.purpose === 'fire' || i.purpose === 'melee')
  return routs ? 'routed' : 'eliminated'
}

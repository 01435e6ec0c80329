import { ALLOWED, firstRefusal, type OwedRef, type Verdict } from '../../core/sequence'
import { arrivalGate } from './askArrival'
import { overGate, resolvedGate } from './gates'
import { isPrussianOffMap } from './step'
import { ask, no } from './rules'
import type { UnitAction, WlState } from './types'

/** seed 002, D-1, D-2, G-1: is the unit's Corps the one activated, and may its kind act this way? */
function activatedGate(s: WlState, unit: string, action: UnitAction): Verdict {
  const u = s.units[unit]
  const a = s.active
  if (!a) return no(s.drawn ? 'enactDrawn' : 'drawFirst')
  if (!u) return no('listed')
  if (a.kind === 'commander') return u.army === 'French' ? no('listed') : ask('commanderTable')
  if (u.corps !== a.marker) return no(a.kind === 'french-corps' ? 'listed' : 'alliedListed')
  if (u.detachment && action !== 'rally') return no('detachment')
  return ALLOWED
}

/** What the unit's kind forbids (F-2c, F-3, F-4). */
function kindGate(s: WlState, unit: string, action: UnitAction, artilleryFactor: number | null | undefined): Verdict {
  const u = s.units[unit]
  if (u?.out) return no(action === 'rally' ? 'eliminated' : 'gone')
  if (action === 'close' && u?.type === 'artillery') return no('noArtilleryCharge')
  if (action === 'bombard' && artilleryFactor === 0) return no('noAf')
  return ALLOWED
}

/** seed 002, F and F-4d: one Unit Action; the only thing after it is an Infantry's Desultory Fire after a failed test. */
function onceGate(s: WlState, unit: string, action: UnitAction): Verdict {
  const done = s.acts[unit]
  if (!done) return ALLOWED
  // F-4c: the attacked Cavalry stood: the same attack goes on to its Close To Contact Test.
  if (action === 'close' && done.action === 'close' && done.stand === 'passed' && done.contact === null) return ALLOWED
  if (done.contact === 'failed' && action === 'bombard' && !done.desultory) {
    return s.units[unit]?.type === 'cavalry' ? no('cavalryFailed') : s.last === unit ? ALLOWED : no('resolved')
  }
  if (done.contact === 'failed') return no(s.units[unit]?.type === 'cavalry' ? 'cavalryFailed' : 'contactFailed')
  return no('oneAction')
}

/** F-4c: the unit's own attack, under way after the attacked Cavalry stood, is not "another unit" waiting for it. */
const ownAttack = (s: WlState, unit: string, action: UnitAction): string | null => (action === 'close' && s.acts[unit]?.stand === 'passed' ? unit : null)

/** seed 002, I-2, I-4: a Prussian unit off the map only enters, by a Maneuver of its activated Corps (its Artillery last). */
function offMapGate(s: WlState, unit: string, action: UnitAction): Verdict {
  if (!isPrussianOffMap(s, unit)) return ALLOWED
  if (action !== 'maneuver') return no('enterWhen')
  const u = s.units[unit]!
  const waiting = u.type === 'artillery' && Object.keys(s.units).some((id) => s.units[id]!.corps === u.corps && s.units[id]!.type === 'infantry' && isPrussianOffMap(s, id))
  return waiting ? no('artilleryLast') : ALLOWED
}

/** May `unit` do `action` now? */
export function askAct(s: WlState, unit: string, action: UnitAction, owed: readonly OwedRef[], artilleryFactor?: number | null): Verdict {
  const gate = firstRefusal(overGate(s), arrivalGate(s))
  if (gate.verdict !== 'allowed') return gate
  return firstRefusal(activatedGate(s, unit, action), offMapGate(s, unit, action), kindGate(s, unit, action, artilleryFactor), onceGate(s, unit, action), resolvedGate(s, owed, ownAttack(s, unit, action)))
}

/** seed 002, F-4c: a French Infantry unit attacking an Anglo-Allied or Prussian Cavalry unit: the Cavalry tests first. */
export function standApplies(s: WlState, unit: string, attacker: string): boolean {
  const d = s.units[unit]
  const a = s.units[attacker]
  return !!d && !!a && d.army !== 'French' && d.type === 'cavalry' && a.army === 'French' && a.type === 'infantry'
}

/** seed 002, F-4d: the Close To Contact Test, once per attack, before the combat (after an attacked Allied Cavalry's test, F-4c). */
export function askContact(s: WlState, unit: string, owed: readonly OwedRef[], target?: string | null): Verdict {
  const a = s.acts[unit]
  if (a?.contact) return no('contactOnce')
  if (a?.stand === 'failed') return no('standFailed')
  if (a?.resolved) return no('oneAction')
  const gate = askAct(s, unit, 'close', owed)
  if (gate.verdict === 'forbidden' || !target || !standApplies(s, target, unit)) return gate
  return a?.stand === 'passed' && a.target === target ? gate : no('standFirst')
}

/** seed 002, F-4c: the attacked Allied Cavalry's Elan Test, once, before the attacker's Close To Contact Test. */
export function askStand(s: WlState, unit: string, attacker: string, owed: readonly OwedRef[]): Verdict {
  if (!standApplies(s, unit, attacker)) return no('standOnly')
  const a = s.acts[attacker]
  if (a?.stand) return no('standOnce')
  if (a?.contact) return no('standOnly')
  return askAct(s, attacker, 'close', owed)
}

/** seed 002, F-4d, F-4l: the combat is resolved only after a passed test, and a charged Infantry's Form Square Test. */
export function askCombat(s: WlState, unit: string): Verdict {
  const gate = overGate(s)
  if (gate.verdict !== 'allowed') return gate
  const a = s.acts[unit]
  if (a?.stand === 'failed') return no('standFailed')
  if (!a || a.contact === null) return no('contactFirst')
  if (a.contact === 'failed') return no(s.units[unit]?.type === 'cavalry' ? 'cavalryFailed' : 'contactFailed')
  if (a.resolved) return no('combatOnce')
  if (a.stand === null && standApplies(s, a.target ?? '', unit)) return no('standFirst')
  const charged = s.units[unit]?.type === 'cavalry' && s.units[a.target ?? '']?.type === 'infantry'
  return charged && a.square === null ? no('squareFirst') : ALLOWED
}

/** seed 002, F-4l: the Form Square Test, once, of an Infantry unit charged by Cavalry that passed its test. */
export function askSquare(s: WlState, unit: string, attacker: string): Verdict {
  const a = s.acts[attacker]
  const ok = a?.contact === 'passed' && a.target === unit && s.units[attacker]?.type === 'cavalry' && s.units[unit]?.type === 'infantry' && !a.resolved
  if (!ok) return no('squareOnly')
  return a.square !== null ? no('squareOnce') : ALLOWED
}

/** seed 002, F-4c: a French Cavalry unit may withdraw from an Infantry attack before the attacker's test. */
export function askWithdraw(s: WlState, unit: string, attacker: string, owed: readonly OwedRef[]): Verdict {
  const d = s.units[unit]
  const ok = d?.army === 'French' && d.type === 'cavalry' && s.units[attacker]?.type === 'infantry' && !s.acts[attacker]?.contact
  return ok ? askAct(s, attacker, 'close', owed) : no('withdrawOnly')
}

/** seed 002, D-3b, D-3c: Wellington (Blucher) first rallies one Anglo-Allied (Prussian) unit. */
export function askCommanderRally(s: WlState, unit: string, owed: readonly OwedRef[]): Verdict {
  const gate = overGate(s)
  if (gate.verdict !== 'allowed') return gate
  const a = s.active
  if (!a || a.kind !== 'commander') return no('commanderNot')
  if (a.rallied) return no('commanderOnce')
  const u = s.units[unit]
  if (u?.out) return no('eliminated')
  const army = a.marker === 'blucher' ? 'Prussian' : 'Anglo-Allied'
  return firstRefusal(u?.army === army ? ALLOWED : no('commanderArmy'), resolvedGate(s, owed))
}

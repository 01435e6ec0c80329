import type { OwedStep } from '../../core/sequence'
import { inTextOrder } from './askTest'
import type { ArmyLevel, FireKind, SeriesEvent, Side } from './types'

/** A result procedure's answer: the flow events it sets and what it owes, in the text's order. */
export interface Consequences {
  readonly events: readonly SeriesEvent[]
  readonly owed: readonly OwedStep[]
}

export interface Named { readonly id: string; readonly name: string }

/** 14.5: the cases that make a leader stacked with the units roll, by what the result did to his stack. */
export function leaderCasualtyCases(r: { readonly fireSteps: number; readonly stackEliminated: boolean }): string[] {
  return [...(r.fireSteps >= 2 ? ['stack lost 2 or 3 steps to fire'] : []), ...(r.stackEliminated ? ['stack eliminated'] : [])]
}

/**
 * 14.5: "If several elimination cases occur simultaneously, several die rolls are executed. These tests are executed
 * before the tests that apply to the units, such as morale checks": one owed check per leader and per case.
 */
export function leaderCasualties(leaders: readonly Named[], cases: readonly string[]): OwedStep[] {
  return leaders.flatMap((l) => cases.map((c) => ({ kind: 'leader casualty', unitIds: [l.id], label: `${l.name}: casualty check`, reason: `${c} (14.5)` })))
}

/**
 * Fire applied (7.3, 7.9, 14.5): the firers have fired this kind of fire; a leader stacked with a target that
 * lost 2 or 3 steps checks for casualty first, then the target (or the unit under an eliminated top) checks
 * morale after a loss or a * result, except in a town or castle.
 */
export function afterFire(r: {
  readonly firers: readonly string[]; readonly kind: FireKind; readonly steps: number; readonly star: boolean
  readonly checker: Named | null; readonly leaders: readonly Named[]; readonly shelter: boolean; readonly stackEliminated?: boolean
}): Consequences {
  const owed: OwedStep[] = []
  if (r.checker && (r.steps > 0 || r.star) && !r.shelter) {
    owed.push({ kind: 'morale', unitIds: [r.checker.id], label: `${r.checker.name}: morale check`, reason: 'fired upon: a loss or a * result (7.3, 7.9)' })
  }
  owed.push(...leaderCasualties(r.leaders, leaderCasualtyCases({ fireSteps: r.steps, stackEliminated: r.stackEliminated === true })))
  return { events: r.firers.map((unit) => ({ t: 'fire', unit, kind: r.kind })), owed: inTextOrder(owed) }
}

/**
 * A failed morale check (10.2, 7.9, 8.9): a unit in good order is disorganized with this turn's marker and
 * retreats 2 hexes; a disorganized one is eliminated, except a failed rally, which retreats 2 more hexes (11.4)
 * unless it is already in a town or forest. `stays` is optional rule 16.3 (unlimbered artillery stays in its hex).
 */
export function afterMoraleFailure(r: {
  readonly unit: Named; readonly turn: number; readonly disorganized: boolean; readonly rally: boolean; readonly townOrForest: boolean; readonly stays: boolean
}): Consequences & { readonly effect: 'disorganized' | 'eliminated' | 'retreats' } {
  const retreat = (reason: string): OwedStep => ({ kind: 'retreat', unitIds: [r.unit.id], label: `${r.unit.name}: retreat 2 hexes`, reason })
  if (r.rally) {
    return { effect: 'retreats', events: [], owed: r.townOrForest ? [] : [retreat('failed its rally check (11.4)')] }
  }
  if (r.disorganized) return { effect: 'eliminated', events: [{ t: 'unit', id: r.unit.id, out: true }], owed: [] }
  return {
    effect: 'disorganized',
    events: [{ t: 'unit', id: r.unit.id, formation: 'disorganized', marker: r.turn }],
    owed: r.stays ? [] : [retreat('disorganized by a failed morale check (7.9, 8.9)')],
  }
}

/**
 * 16.5 Rout (optional rule): a unit routed by a new disorganization, and a routed unit failing a rally check, "retreats
 * with its whole movement allowance towards its lines of communications" — owed, not counted in hexes by the text.
 */
export function afterRout(unit: Named, why: 'routed' | 'failed rally'): Consequences {
  const reason = why === 'routed' ? 'routed by a new disorganization (16.5)' : 'routed and failed its rally check (16.5)'
  return { events: [], owed: [{ kind: 'retreat', unitIds: [unit.id], label: `${unit.name}: retreat its whole movement allowance toward its lines of communication`, reason }] }
}

/**
 * A charge declared (9.1, 9.2, 6.1): each cavalry is in line and has charged (no regular move this turn); the
 * charge is owed its melee in the melee phase (9.3: "All charge combats are resolved during the melee phase"),
 * unless it ends before by a lost morale check or a voluntary disorganization (9.2).
 */
export function afterCharge(chargers: readonly Named[]): Consequences {
  return {
    events: chargers.flatMap((u): SeriesEvent[] => [{ t: 'charge', unit: u.id }, { t: 'formation', unit: u.id, to: 'line' }]),
    owed: chargers.map((u) => ({ kind: 'charge', unitIds: [u.id], label: `${u.name}: the charge's melee`, reason: 'a declared charge must be performed; it is resolved in the melee phase (9.2, 9.3)' })),
  }
}

/**
 * A melee applied (8.1, 8.8, 9.3, 9.4): the attackers and the defending hex have meleed; a charging cavalry
 * whose target was disorganized or eliminated may exploit (9.4) and melee again.
 */
export function afterMelee(r: { readonly attackers: readonly string[]; readonly defenders: readonly string[]; readonly charging: readonly string[]; readonly targetBroken: boolean }): Consequences {
  const events: SeriesEvent[] = [{ t: 'melee', units: [...r.attackers], defenders: [...r.defenders] }]
  if (r.targetBroken) for (const unit of r.charging) events.push({ t: 'exploit', unit })
  return { events, owed: [] }
}

/** 12: the army's level crossed by this result ("when the total reaches" it), as a flow event; none when unchanged. */
export function armyCrossed(side: Side, before: ArmyLevel, after: ArmyLevel): SeriesEvent[] {
  return before === after ? [] : [{ t: 'army', side, level: after }]
}

import * as v from 'valibot'
import { check } from '@/engine/core'
import { activate, activationRoles, decline, mayDecline, startActivationTurn, type ActivationState, type CorpsToActivate } from '@/engine/series/interactiveGame'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, JsonRecord, SideId } from '@/model/types'
import { armyName, commanderName, corpsCommanders, inArmyWords, isCavalryCorps } from './armyWords'
import { seriesOptions } from './options'
import { currentTurn, phasingSide } from './turnState'
import { leaderState } from './unitState'

/**
 * seed 001, 20 Interactive game (option on): the game turn's alternate activation of corps, kept in
 * `battle.activation` (the engine's ActivationState and the activation now being played), read through a schema,
 * a bad record ignored. Starting the turn, each activation and each decline is one action.
 */
export interface Activation extends ActivationState {
  readonly current: { readonly side: SideId; readonly corps: readonly string[]; readonly crossAttached: number } | null
}

const whole = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min))
const side = v.picklist(['a', 'b'])
const corps = v.array(v.object({ id: v.string(), cavalry: v.optional(v.boolean()) }))
const Schema = v.object({
  turn: whole(1), unactivated: v.object({ a: corps, b: corps }), next: v.nullable(side), lastActivated: v.array(v.string()),
  current: v.nullable(v.object({ side, corps: v.array(v.string()), crossAttached: whole(0) })),
})

export function activationOf(state: Pick<BattleState, 'battle'>): Activation | null {
  const p = v.safeParse(Schema, state.battle.activation)
  return p.success ? p.output : null
}
const patch = (a: Activation): JsonRecord => ({ activation: JSON.parse(JSON.stringify(a)) as JsonRecord })
const other = (s: SideId): SideId => (s === 'a' ? 'b' : 'a')

/** A side's active corps commanders as the engine takes them (a cavalry corps when all its units are cavalry). */
export const corpsToActivate = (state: BattleState, s: SideId): CorpsToActivate[] =>
  corpsCommanders(state, s).map((l) => (isCavalryCorps(state, l) ? { id: l.id, cavalry: true } : { id: l.id }))

/** The French army, if one side is French: it chooses who begins when the corps are as many (20.1). */
export const frenchSide = (state: BattleState): SideId | null => state.setup.sides.find((s) => s.nationality === 'French')?.id ?? null

/** 20.1: the game turn's activations begin; the last corps of the previous turn cannot open this one (20.4). */
export function startActivationDraft(state: BattleState, frenchChoice: SideId): ActionDraft {
  const turn = currentTurn(state).number
  const before = activationOf(state)
  check(before?.turn !== turn, 'not-allowed-together', 'turn', `The activations of turn ${turn} have begun.`)
  const s = startActivationTurn(turn, { a: corpsToActivate(state, 'a'), b: corpsToActivate(state, 'b') }, frenchChoice, before?.lastActivated ?? [])
  const first = s.next === null ? 'no corps to activate' : `${armyName(state.setup, s.next)} activates first`
  return { kind: 'activation.start', by: 'umpire', label: `Turn ${turn} activations (20.1): ${first}`, ops: [{ op: 'battle.patch', patch: patch({ ...s, current: null }) }] }
}

function ready(state: BattleState): Activation {
  const a = activationOf(state)
  check(a !== null && a.turn === currentTurn(state).number, 'not-allowed-together', 'turn', 'Start this turn\'s activations first (20.1).')
  return a
}

/** 20.1, 20.4–20.6: one corps (or a cavalry corps with another) activated, with up to 2 cross-attached units. */
export function activateDraft(state: BattleState, s: SideId, ids: readonly string[], crossAttached = 0): ActionDraft {
  const a = ready(state)
  const next = inArmyWords(state.setup, () => activate(a, { side: s, corps: ids, crossAttached }))
  const roles = activationRoles(s)
  const cross = crossAttached ? ` with ${crossAttached} cross-attached unit${crossAttached === 1 ? '' : 's'} (20.6)` : ''
  return { kind: 'activation.activate', by: s, label: `${ids.map((id) => commanderName(state, id)).join(' and ')} activated${cross} — attacker ${armyName(state.setup, roles.attacker)}, defender ${armyName(state.setup, roles.defender)} (20.2)`,
    ops: [{ op: 'battle.patch', patch: patch({ ...next, current: { side: s, corps: [...ids], crossAttached } }) }] }
}

/** 20.1: a player with fewer unactivated corps than his opponent may let him activate instead. */
export function declineDraft(state: BattleState, s: SideId): ActionDraft {
  const a = ready(state)
  const next = inArmyWords(state.setup, () => decline(a, s))
  return { kind: 'activation.decline', by: s, label: `${armyName(state.setup, s)} declines to activate a corps (20.1): ${armyName(state.setup, other(s))} activates`,
    ops: [{ op: 'battle.patch', patch: patch({ ...next, current: null }) }] }
}

export const canDecline = (a: Activation, s: SideId): boolean => mayDecline(a, s)

/** The corps (as the units name them) of the activation being played, for the clock (20.3). */
export function currentCorps(state: BattleState): string[] {
  const a = activationOf(state)
  if (!a?.current || a.turn !== currentTurn(state).number) return []
  return a.current.corps.map((id) => state.units[id]).flatMap((l) => (l && leaderState(l).corps ? [leaderState(l).corps] : []))
}

/** The army now playing: the activated corps' army in the interactive game (20.2), or the one to activate next; else the phasing army (2.0). */
export function playingSide(state: BattleState): SideId {
  const a = activationOf(state)
  if (a && a.turn === currentTurn(state).number) {
    if (a.current) return a.current.side
    if (a.next) return a.next
  }
  return phasingSide(currentTurn(state), seriesOptions(state.setup).firstSide)
}

import { check, type SideId } from '../core'
import { seriesRule } from './commandRefs'

export const ACTIVATION_RULE = seriesRule('20.1 Alternate Activation')
/** seed 001, 20.6: "the player can activate up to 2 units belonging to other corps". */
export const CROSS_ATTACHED_MAX = 2

export interface CorpsToActivate {
  readonly id: string
  readonly cavalry?: boolean
}

/** One game turn of alternate activation (20.1–20.6). */
export interface ActivationState {
  readonly turn: number
  readonly unactivated: Readonly<Record<SideId, readonly CorpsToActivate[]>>
  /** Whose activation it is; null when no corps is left this turn. */
  readonly next: SideId | null
  /** The last corps activated (this turn or, at a turn's start, the previous turn's last): 20.4. */
  readonly lastActivated: readonly string[]
}

const other = (s: SideId): SideId => (s === 'a' ? 'b' : 'a')

/**
 * seed 001, 20.1: the side with more corps commanders activates first; with as many, the French player chooses
 * (`frenchChoice`). `lastActivated` carries over from the previous turn (20.4).
 */
export function startActivationTurn(turn: number, corps: Readonly<Record<SideId, readonly CorpsToActivate[]>>, frenchChoice: SideId, lastActivated: readonly string[] = []): ActivationState {
  check(Number.isInteger(turn) && turn >= 1, 'out-of-range', 'turn', `The turn must be 1 or more, got ${turn}.`)
  check(frenchChoice === 'a' || frenchChoice === 'b', 'unknown-value', 'frenchChoice', `Side is a or b, not "${String(frenchChoice).slice(0, 100)}".`)
  const [a, b] = [corps.a.length, corps.b.length]
  const next: SideId | null = a + b === 0 ? null : a > b ? 'a' : b > a ? 'b' : frenchChoice
  return { turn, unactivated: { a: corps.a, b: corps.b }, next, lastActivated }
}

/** seed 001, 20.1: a player may decline if he has fewer unactivated corps than his opponent. */
export function mayDecline(s: ActivationState, side: SideId): boolean {
  return s.next === side && s.unactivated[side].length < s.unactivated[other(side)].length
}

function nextAfter(s: ActivationState, side: SideId, left: Readonly<Record<SideId, readonly CorpsToActivate[]>>): SideId | null {
  if (left[other(side)].length > 0) return other(side)
  return left[side].length > 0 ? side : null
}

/**
 * Activate one corps, or a cavalry corps jointly with another corps (20.5), with up to 2 cross-attached units
 * from other corps (20.6). No corps twice in a row, across turns too (20.4).
 */
export function activate(s: ActivationState, e: { side: SideId; corps: readonly string[]; crossAttached?: number }): ActivationState {
  check(s.next === e.side, 'not-allowed-together', 'side', s.next === null ? 'Every corps has been activated this turn.' : `It is side ${s.next}'s activation.`)
  check(e.corps.length === 1 || e.corps.length === 2, 'out-of-range', 'corps', 'Activate one corps, or a cavalry corps with another corps (20.5).')
  const mine = s.unactivated[e.side]
  const chosen = e.corps.map((id) => mine.find((c) => c.id === id))
  chosen.forEach((c, k) => check(c !== undefined, 'unknown-value', 'corps', `Corps "${e.corps[k]!.slice(0, 100)}" is not waiting to be activated by side ${e.side}.`))
  if (chosen.length === 2) check(chosen.some((c) => c!.cavalry) && e.corps[0] !== e.corps[1], 'not-allowed-together', 'corps', 'A joint activation needs a cavalry corps and another corps (20.5).')
  check(!e.corps.some((id) => s.lastActivated.includes(id)), 'not-allowed-together', 'corps', 'No corps can be activated twice in a row (20.4).')
  const cross = e.crossAttached ?? 0
  check(Number.isInteger(cross) && cross >= 0 && cross <= CROSS_ATTACHED_MAX, 'out-of-range', 'crossAttached', `Up to ${CROSS_ATTACHED_MAX} units of other corps can be cross-attached, got ${cross}.`)
  const left = { ...s.unactivated, [e.side]: mine.filter((c) => !e.corps.includes(c.id)) }
  return { ...s, unactivated: left, next: nextAfter(s, e.side, left), lastActivated: [...e.corps] }
}

/** The player declines (20.1): his opponent activates next. */
export function decline(s: ActivationState, side: SideId): ActivationState {
  check(mayDecline(s, side), 'not-allowed-together', 'side', 'A player can decline only when he has fewer unactivated corps than his opponent.')
  return { ...s, next: other(side) }
}

/** 20.2: during an activation, the attacker is the activated corps' player, the defender his opponent. */
export const activationRoles = (side: SideId): { attacker: SideId; defender: SideId } => ({ attacker: side, defender: other(side) })

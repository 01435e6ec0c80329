import { RulesInputError } from '@/engine/core'
import { counterchargeChecks, formSquareChecks, withdrawalCheck, type ReactionChecks } from '@/engine/series/charge'
import type { MoraleInput, MoralePurpose } from '@/engine/series/moraleInput'
import { cavalryClass, mayCharge, type CavalryClass } from '@/engine/series/optional/cavalry'
import type { Formation } from '@/engine/series/units'
import type { BattleState, Unit } from '@/model/types'
import { moraleInputFor, NO_MORALE_CHOICES } from './moraleChoices'
import { seriesOptions } from './options'
import { currentTurn } from './turnState'
import { combatState, combatUnits, isActive, seriesUnitOf, stackOf } from './unitState'

/**
 * A cavalry charge (9.0–9.7) from the battle: who may charge, the reactions the text allows the target and the
 * units near it (form square 9.6, countercharge 9.7, withdrawal 6.8), each reaction's morale check as the
 * morale calculator's input. The optional cavalry rule (16.4) adds the class and "no two turns running".
 */
export type Reaction = 'form-square' | 'countercharge' | 'withdrawal'
export const REACTIONS: readonly { id: Reaction; name: string }[] = [
  { id: 'form-square', name: 'Form square (9.6)' }, { id: 'countercharge', name: 'Countercharge (9.7)' }, { id: 'withdrawal', name: 'Withdrawal (6.8)' },
]

const num = (x: unknown): number | null => (typeof x === 'number' && Number.isInteger(x) ? x : null)
/** 16.4: the turn of the cavalry's last charge (unit state `chargedAtTurn`, absent: never). */
export const chargedAtTurn = (u: Unit): number | null => num(u.state.chargedAtTurn)
/** 3.1: the printed movement allowance when the players entered it (unit state `movementAllowance`). */
export const movementAllowanceOf = (u: Unit): number | null => num(u.state.movementAllowance)

export const cavalryRuleOn = (state: BattleState): boolean => seriesOptions(state.setup).advanced.cavalry

/** 16.4: light, line or heavy from the printed movement allowance; null when the rule is off or the allowance unknown. */
export function classOf(state: BattleState, u: Unit): CavalryClass | null {
  const ma = movementAllowanceOf(u)
  return cavalryRuleOn(state) && combatState(u).type === 'cavalry' && ma !== null && ma >= 1 ? cavalryClass(ma) : null
}

/** Good-order cavalry of one side (9.2: "The charging cavalries may not be disorganized"). */
export const cavalryOf = (state: BattleState, side?: string): Unit[] =>
  combatUnits(state).filter((u) => isActive(u) && combatState(u).type === 'cavalry' && (side === undefined || u.side === side))

/** Why this cavalry may not charge now, or null: disorganized (9.2), charged last turn with 16.4 in force. */
export function chargeRefusal(state: BattleState, u: Unit): string | null {
  if (combatState(u).type !== 'cavalry') return `${u.name} is not cavalry: only cavalry charges (9.1).`
  if (combatState(u).formation === 'disorganized') return `${u.name} is disorganized: "The charging cavalries may not be disorganized" (9.2).`
  const last = chargedAtTurn(u)
  if (cavalryRuleOn(state) && !mayCharge(last !== null && last === currentTurn(state).number - 1)) {
    return `${u.name} charged last turn: "No cavalry unit can charge during two successive turns" (16.4).`
  }
  return null
}

/** 16.4's class for an allowance the players type, or null while it is not a whole number from 1. */
export const classFromAllowance = (ma: number | null | ''): CavalryClass | null => (typeof ma === 'number' && Number.isInteger(ma) && ma >= 1 ? cavalryClass(ma) : null)

const SAY_SEEN_AT = 'say at what distance the infantry sees the charging cavalry (9.6)'

/** What the screen says under the reaction: a prompt while the distance of 9.6 is not typed yet (no red refusal before any input), else allowed or not allowed with why. */
export function reactionNote(checks: ReactionChecks | null): { tone: 'prompt' | 'allowed' | 'refused'; text: string } | null {
  if (!checks) return null
  if (!checks.allowed && checks.why === SAY_SEEN_AT) return { tone: 'prompt', text: 'Say at what distance the infantry sees the charging cavalry (9.6).' }
  return checks.allowed ? { tone: 'allowed', text: `Allowed: ${checks.why}` } : { tone: 'refused', text: `Not allowed: ${checks.why}` }
}

/** The reaction's checks, or the rules' refusal in words (a bad unit record refuses rather than throws). */
export function reactionChecksOrWhy(state: BattleState, reaction: Reaction, reactor: Unit, opts: { seenAt: number | null; charged: boolean; again?: boolean }): ReactionChecks {
  try {
    return reactionChecks(state, reaction, reactor, opts)
  } catch (e) {
    if (e instanceof RulesInputError) return { allowed: false, why: e.message, checks: [] }
    throw e
  }
}

/** The reaction's checks from the engine (9.6, 9.7, 6.8); `reactor` is the target for a square, the reacting cavalry otherwise. */
export function reactionChecks(state: BattleState, reaction: Reaction, reactor: Unit, opts: { seenAt: number | null; charged: boolean; again?: boolean }): ReactionChecks {
  const stack = stackOf(state, reactor).map((u) => seriesUnitOf(u))
  if (reaction === 'form-square') {
    if (opts.seenAt === null) return { allowed: false, why: SAY_SEEN_AT, checks: [] }
    return formSquareChecks(stack, opts.seenAt)
  }
  if (reaction === 'countercharge') return counterchargeChecks(stack)
  const light = classOf(state, reactor) === 'light'
  const r = withdrawalCheck(seriesUnitOf(reactor), { chargedByCavalry: opts.charged, againBySameUnit: opts.again === true })
  return r.allowed && light ? { allowed: true, why: 'light cavalry: "do not need to pass a morale check to retreat before combat" (16.4)', checks: [] } : r
}

const PURPOSE: Record<Reaction, MoralePurpose> = { 'form-square': 'form-square', countercharge: 'countercharge', withdrawal: 'withdrawal' }

/** The morale calculator's input for one reaction check: the unit's state, the units above that failed (5.5), the distance (9.6). */
export function reactionMoraleInput(state: BattleState, reaction: Reaction, u: Unit, failedAbove: number, seenAt: number | null): MoraleInput {
  return moraleInputFor(state, u, PURPOSE[reaction], { ...NO_MORALE_CHOICES, failedAbove, chargerDistance: seenAt })
}

/** The units a reaction checks, top first, and who is next: a square stops at the first success (9.6); a countercharge checks them all (9.7). */
export function nextChecker(reaction: Reaction, ids: readonly string[], results: readonly boolean[]): { id: string; failedAbove: number } | null {
  if (reaction === 'form-square' && results.includes(true)) return null
  const id = ids[results.length]
  return id === undefined ? null : { id, failedAbove: results.filter((passed) => !passed).length }
}

/** Who reacts: the target for a square, else the chosen cavalry of the target's side; `charged` when it is in the target hex (6.8). */
export function reactorOf(state: BattleState, reaction: Reaction, target: Unit, reactorId: string | null): { reactor: Unit | null; charged: boolean } {
  const reactor = reaction === 'form-square' ? target : cavalryOf(state, target.side).find((u) => u.id === reactorId) ?? null
  return { reactor, charged: reactor !== null && stackOf(state, target).some((u) => u.id === reactor.id) }
}

/** The units after this one in a reaction's list (9.6: those under a unit that forms square adopt it too). */
export const unitsAfter = (state: BattleState, ids: readonly string[], id: string): Unit[] =>
  ids.slice(ids.indexOf(id) + 1).flatMap((x) => (state.units[x] ? [state.units[x]] : []))

/** Where a reaction stands: the units it checks (frozen once the first result is in), who checks next, who passed. */
export interface ReactionProgress { ids: string[]; results: boolean[]; before?: Record<string, Formation> }
export function reactionStep(state: BattleState, reaction: Reaction, checks: ReactionChecks | null, progress: ReactionProgress | null):
  { ids: string[]; next: { id: string; failedAbove: number } | null; unit: Unit | null; passed: string[] } {
  const ids = progress?.ids ?? checks?.checks.map((c) => c.unit) ?? []
  const next = checks?.allowed || progress ? nextChecker(reaction, ids, progress?.results ?? []) : null
  return { ids, next, unit: next ? state.units[next.id] ?? null : null, passed: progress ? progress.ids.filter((_, i) => progress.results[i]) : [] }
}

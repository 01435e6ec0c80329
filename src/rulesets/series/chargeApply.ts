import { check } from '@/engine/core'
import type { MoraleCheckResult } from '@/engine/series/morale'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, DiceRecord, Op, Unit } from '@/model/types'
import { chargeRefusal, unitsAfter, type Reaction, type ReactionProgress } from './chargeChoices'
import { moraleDraft } from './moraleApply'
import { currentTurn } from './turnState'
import { asJson, combatState, stackOf } from './unitState'
import { moraleOwed } from './lossOps'
import { withOwes, type OwedSpec } from '@/rulesets/owed'

/**
 * A charge's steps as one undoable action each: the charge declared (9.1: "The cavalry's formation for a charge
 * is always the line", 16.4: the turn it charged), then each reaction's morale check with what it does to the
 * units (9.6 the stack adopts square, 9.7 the countercharging cavalry changes to line, 6.8 the withdrawal).
 */
export function chargeDraft(state: BattleState, chargers: readonly Unit[], target: Unit, movementAllowance: number | null): ActionDraft {
  check(chargers.length > 0, 'out-of-range', 'chargers', 'Choose the charging cavalry.')
  for (const u of chargers) {
    const why = chargeRefusal(state, u)
    check(why === null, 'not-allowed-together', 'chargers', why ?? '')
  }
  check(target.side !== chargers[0]!.side, 'not-allowed-together', 'target', `${target.name} is on the same side as ${chargers[0]!.name}: a charge targets an enemy hex (9.2).`)
  check(movementAllowance === null || (Number.isInteger(movementAllowance) && movementAllowance >= 1 && movementAllowance <= 30), 'out-of-range', 'movementAllowance',
    'Movement allowance: the whole number printed on the counter, 1 to 30, or blank.')
  const turn = currentTurn(state).number
  const ops: Op[] = chargers.map((u) => ({ op: 'unit.patch', id: u.id, state: asJson({ formation: 'line', chargedAtTurn: turn, ...(movementAllowance !== null && u === chargers[0] ? { movementAllowance } : {}) }) }))
  return {
    kind: 'charge.declared', by: chargers[0]!.side,
    label: `${chargers.map((u) => u.name).join(' and ')} charge${chargers.length === 1 ? 's' : ''} ${target.name} in line (9.1, 9.2)`,
    ops, detail: { chargerIds: chargers.map((u) => u.id), targetId: target.id, turn },
  }
}

const SAYS: Record<Reaction, string> = { 'form-square': 'forming square (9.6)', countercharge: 'countercharge check (9.7)', withdrawal: 'withdrawal check (6.8)' }

/**
 * One reaction check applied. Square passed: the unit and the infantry under it that have not failed adopt square
 * (9.6: "Other infantries (stacked underneath) automatically adopt this formation too"). Countercharge passed:
 * line formation (9.7). Withdrawal passed: the hex it withdraws to, if the players note it (6.8). Failures
 * as moraleDraft writes them (disorganized with this turn's marker; a failed countercharge changes nothing).
 */
export interface ReactionContext {
  readonly failedAbove: number
  /** 9.6: the infantry under the checking unit, which adopts square with it. */
  readonly alsoSquare?: readonly Unit[]
  readonly toHex?: string
  /** The next unit of the stack to check (5.5, 9.6, 9.7): owed, pre-filled, when this result calls for it. */
  readonly after?: Unit | null
  readonly seenAt?: number | null
  /** Owed tests this check settles. */
  readonly settles?: readonly string[]
}

/** 9.6: the next infantry checks only when this one failed; 9.7: every cavalry of the stack checks. */
function nextOwed(reaction: Reaction, u: Unit, passed: boolean, ctx: ReactionContext): OwedSpec[] {
  const after = ctx.after
  if (!after || reaction === 'withdrawal' || (reaction === 'form-square' && passed)) return []
  const reason = reaction === 'form-square' ? `${u.name} above it failed to form square (9.6: the next unit checks at −2)` : `the stack countercharges as one: each unit checks (9.7)`
  const spec = moraleOwed(after, { purpose: reaction, direction: 'front', failedAbove: ctx.failedAbove + (passed ? 0 : 1), reason })
  return [reaction === 'form-square' && typeof ctx.seenAt === 'number' ? { ...spec, prefill: { ...spec.prefill, chargerDistance: ctx.seenAt } } : spec]
}

export function reactionDraft(state: BattleState, reaction: Reaction, u: Unit, r: MoraleCheckResult, dice: DiceRecord | undefined, ctx: ReactionContext): ActionDraft {
  const base = moraleDraft(state, u, reaction, r, dice, ctx.settles ?? [], undefined, { failedAbove: ctx.failedAbove })
  const passed = r.outcome === 'success'
  let ops: Op[] = base.ops
  let says: string = r.effect
  if (passed && reaction === 'form-square') {
    const also = (ctx.alsoSquare ?? []).filter((o) => o.id !== u.id && o.side === u.side && combatState(o).hex === combatState(u).hex && combatState(o).type === 'infantry')
    ops = [u, ...also].map((o) => ({ op: 'unit.patch', id: o.id, state: asJson({ formation: 'square' }) }))
    if (also.length) says = `forms square with ${also.map((o) => o.name).join(' and ')}`
  } else if (passed && reaction === 'countercharge') {
    ops = [{ op: 'unit.patch', id: u.id, state: asJson({ formation: 'line' }) }]
    says = 'countercharges, in line'
  } else if (passed && reaction === 'withdrawal' && ctx.toHex?.trim()) {
    ops = [{ op: 'unit.patch', id: u.id, state: asJson({ hex: ctx.toHex.trim().slice(0, 20) }) }]
    says = `withdraws to hex ${ctx.toHex.trim().slice(0, 20)}`
  } else if (!passed && reaction === 'form-square') says = `disorganized (marker ${currentTurn(state).number}), retreats after the charge combat`
  else if (!passed && reaction === 'withdrawal') says = `disorganized (marker ${currentTurn(state).number}), retreats 2 hexes`
  return withOwes({ ...base, ops, label: `${u.name}: ${SAYS[reaction]} ${r.outcome} (${r.score ?? '—'} vs ${r.modifiedMorale}) — ${says}`, detail: { ...(base.detail ?? {}), reaction } },
    nextOwed(reaction, u, passed, ctx))
}

const REACTION_PURPOSES: readonly string[] = ['form-square', 'countercharge', 'withdrawal']

/**
 * The same reaction checks from the Morale view (an owed check opened from the list): the stack under the unit
 * gives who adopts square with it and who checks next. Null for any other purpose.
 */
export function reactionFromStack(state: BattleState, purpose: string, u: Unit, r: MoraleCheckResult, dice: DiceRecord | undefined,
  ctx: { failedAbove: number; seenAt: number | null; settles: readonly string[] }): ActionDraft | null {
  if (!REACTION_PURPOSES.includes(purpose)) return null
  const reaction = purpose as Reaction
  const stack = stackOf(state, u)
  const arm = reaction === 'form-square' ? 'infantry' : 'cavalry'
  const below = stack.slice(stack.findIndex((x) => x.id === u.id) + 1).filter((x) => combatState(x).type === arm)
  return reactionDraft(state, reaction, u, r, dice, { ...ctx, alsoSquare: below, after: below[0] ?? null })
}

/** 6.8 without a check: attacked again by the same unit, or light cavalry under 16.4. */
export function freeWithdrawalDraft(u: Unit, toHex: string, why: string): ActionDraft {
  const hex = toHex.trim().slice(0, 20)
  return {
    kind: 'charge.withdrawal', by: u.side, label: `${u.name}: withdraws 1 or 2 hexes${hex ? ` to hex ${hex}` : ''} without a check — ${why}`,
    ops: hex ? [{ op: 'unit.patch', id: u.id, state: asJson({ hex }) }] : [], detail: { unitId: u.id, reaction: 'withdrawal' },
  }
}

/**
 * 9.3: "every cavalry unit involved in a charge and not performing an exploitation reverts to the column formation
 * (or general order if within a town, forest or brush)" — column here; null when none is left in good order.
 */
export function chargeOverDraft(chargers: readonly Unit[]): ActionDraft | null {
  const back = chargers.filter((u) => u.state.status === 'active' && combatState(u).formation !== 'disorganized' && combatState(u).formation !== 'column')
  if (!back.length) return null
  return {
    kind: 'charge.over', by: back[0]!.side, label: `${back.map((u) => u.name).join(' and ')}: charge over, back in column (9.3)`,
    ops: back.map((u) => ({ op: 'unit.patch', id: u.id, state: asJson({ formation: 'column' }) })), detail: { unitIds: back.map((u) => u.id) },
  }
}

/** One check of a reaction as the Charge view applies it: who adopts square with it, who checks next, and the progress after it. */
export function reactionCheck(state: BattleState, reaction: Reaction, u: Unit, r: MoraleCheckResult, dice: DiceRecord | undefined,
  step: { readonly ids: readonly string[]; readonly next: { readonly failedAbove: number } | null }, progress: ReactionProgress | null,
  extra: { readonly toHex: string; readonly seenAt: number | null; readonly settles: readonly string[] }): { draft: ActionDraft; progress: ReactionProgress } {
  const below = unitsAfter(state, step.ids, u.id)
  const draft = reactionDraft(state, reaction, u, r, dice, { ...extra, failedAbove: step.next?.failedAbove ?? 0, alsoSquare: below, after: below[0] ?? null })
  return { draft, progress: { ids: [...step.ids], results: [...(progress?.results ?? []), r.outcome === 'success'], before: { ...progress?.before, [u.id]: combatState(u).formation } } }
}

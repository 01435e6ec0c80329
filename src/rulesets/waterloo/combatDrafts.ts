import type { CloseCombatResult } from '@/engine/waterloo/closeCombat'
import type { BombardmentOutcome } from '@/engine/waterloo/bombardment'
import type { ActionDraft } from '@/model/actionDraft'
import type { DiceRecord, JsonRecord, Op, Unit } from '@/model/types'
import { withOwes, withSettles, type OwedSpec } from '@/rulesets/owed'
import { detachmentOwed, moveBackOwed, retreatOwed } from './owedSpecs'
import { lossEffects } from './stepOps'

const plain = (x: unknown): JsonRecord => JSON.parse(JSON.stringify(x)) as JsonRecord
const steps = (n: number) => `${n} Step Loss${n === 1 ? '' : 'es'}`

/** seed 002, F-2h: one Step Loss on at least one Success, never more; one action on the target. */
export function bombardmentDraft(firer: Unit, target: Unit, outcome: BombardmentOutcome, detachment: boolean,
  rulings: Readonly<Record<string, unknown>>, input: unknown, dice?: DiceRecord): ActionDraft {
  const hit = outcome === 'one Step Loss'
  const e = hit ? lossEffects(target, 1, rulings, detachment) : null
  return withOwes({
    kind: 'wl.bombardment', by: firer.side, label: `${firer.name} bombards ${target.name}: ${hit ? `one Step Loss — ${e!.words}` : 'no effect'}`,
    ops: e ? [e.op] : [], detail: { firerId: firer.id, targetId: target.id, outcome, input: plain(input) }, ...(dice ? { dice } : {}),
  }, e?.owes ?? [])
}

export interface CombatUnits {
  readonly attacker: Unit
  readonly defender: Unit
  readonly attackerDetachment: boolean
  readonly defenderDetachment: boolean
}

/**
 * seed 002, F-4j–k: both sides' Step Losses applied at once, and what is owed after: Panic Tests (3rd loss),
 * the loser's Retreat (2 hexes, plus late losses), the attacker moving back, a Detachment loser's Elan Test.
 */
export function closeCombatDraft(u: CombatUnits, r: CloseCombatResult, rulings: Readonly<Record<string, unknown>>, input: unknown, dice?: DiceRecord): ActionDraft {
  const ops: Op[] = []
  const owes: OwedSpec[] = []
  const words: string[] = []
  for (const who of ['attacker', 'defender'] as const) {
    const unit = u[who]
    const fx = r[who]
    const e = lossEffects(unit, fx.stepLosses, rulings, u[`${who}Detachment`])
    if (fx.stepLosses > 0) ops.push(e.op)
    words.push(`${unit.name} ${steps(fx.stepLosses)} (${e.words})`)
    owes.push(...e.owes.filter((o) => o.kind === 'panic'))
    if (fx.retreatHexes > 0 && !fx.eliminated) owes.push(retreatOwed(unit, fx.retreatHexes, 'seed 002, F-4k: the loser Retreats two hexes (more for late losses)'))
    if (fx.movesBack) owes.push(moveBackOwed(unit))
    if (fx.detachmentElanTest && !fx.eliminated) owes.push(detachmentOwed(unit))
  }
  const winner = r.outcome.winner === 'attacker' ? u.attacker : u.defender
  return withOwes({
    kind: 'wl.closeCombat', by: u.attacker.side, ops,
    label: `${u.attacker.name} attacks ${u.defender.name}: ${winner.name} wins${r.outcome.tied ? ' (tie)' : ''} — ${words.join(', ')}`,
    detail: { attackerId: u.attacker.id, defenderId: u.defender.id, outcome: plain(r.outcome), input: plain(input) }, ...(dice ? { dice } : {}),
  }, owes)
}

/**
 * An Elan-type test applied (seed 002, A-2a, F-1b, F-4k): a failed Panic Test is a one-hex Retreat (a Detachment
 * loses a Step instead), a failed Forced March or Detachment test one Step Loss. Settles what it was owed for.
 */
export function elanTestDraft(unit: Unit, testTitle: string, outcome: string, detachment: boolean, rulings: Readonly<Record<string, unknown>>,
  settles: readonly string[], dice?: DiceRecord): ActionDraft {
  const loses = outcome.includes('Step Loss')
  const e = loses ? lossEffects(unit, 1, rulings, detachment) : null
  const owes: OwedSpec[] = [...(e?.owes ?? [])]
  if (outcome === 'fail: Retreat one hex') owes.push(retreatOwed(unit, 1, 'seed 002, A-2a: failed its Panic Test'))
  if (outcome === 'fail: Retreat two hexes') owes.push(retreatOwed(unit, 2, 'seed 002: failed to stand'))
  return withSettles(withOwes({
    kind: 'wl.elan', by: unit.side, label: `${unit.name}: ${testTitle} — ${outcome}${e ? ` (${e.words})` : ''}`,
    ops: e ? [e.op] : [], detail: { unitId: unit.id, test: testTitle, outcome }, ...(dice ? { dice } : {}),
  }, owes), settles)
}

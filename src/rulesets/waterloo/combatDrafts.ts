import type { CloseCombatResult } from '@/engine/waterloo/closeCombat'
import type { BombardmentOutcome } from '@/engine/waterloo/bombardment'
import { combatConsequences, oneLossIfFailed, panicResult, type StepLossesResult } from '@/engine/waterloo/results'
import type { ActionDraft } from '@/model/actionDraft'
import type { DiceRecord, JsonRecord, Op, Unit } from '@/model/types'
import { withFlow } from '@/rulesets/flow'
import { withOwes, withSettles, type OwedSpec } from '@/rulesets/owed'
import { lossOp, resultUnit, specOf } from './resultOps'
import { conditionWords, lossEffects } from './stepOps'

const plain = (x: unknown): JsonRecord => JSON.parse(JSON.stringify(x)) as JsonRecord
const conditionOf = (l: { after: number; eliminated: boolean }) => conditionWords(l.after, l.eliminated)
const steps = (n: number) => `${n} Step Loss${n === 1 ? '' : 'es'}`

/** seed 002, F-2h: one Step Loss on at least one Success, never more; one action on the target. */
export function bombardmentDraft(firer: Unit, target: Unit, outcome: BombardmentOutcome, detachment: boolean,
  rulings: Readonly<Record<string, unknown>>, input: unknown, dice?: DiceRecord): ActionDraft {
  const hit = outcome === 'one Step Loss'
  const e = hit ? lossEffects(target, 1, rulings, detachment) : null
  return withFlow(withOwes({
    kind: 'wl.bombardment', by: firer.side, label: `${firer.name} bombards ${target.name}: ${hit ? `one Step Loss — ${e!.words}` : 'no effect'}`,
    ops: e ? [e.op] : [], detail: { firerId: firer.id, targetId: target.id, outcome, input: plain(input) }, ...(dice ? { dice } : {}),
  }, e?.owes ?? []), [{ t: 'act', unit: firer.id, action: 'bombard', target: target.id }])
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
  const c = combatConsequences(resultUnit(u.attacker, u.attackerDetachment), resultUnit(u.defender, u.defenderDetachment), r, rulings)
  const units = [u.attacker, u.defender]
  const ops: Op[] = c.losses.flatMap((l) => (l.after > l.before ? [lossOp(l)] : []))
  const words = c.losses.map((l, i) => `${units[i]!.name} ${steps(l.after - l.before)} (${conditionOf(l)})`)
  const winner = r.outcome.winner === 'attacker' ? u.attacker : u.defender
  return withFlow(withOwes({
    kind: 'wl.closeCombat', by: u.attacker.side, ops,
    label: `${u.attacker.name} attacks ${u.defender.name}: ${winner.name} wins${r.outcome.tied ? ' (tie)' : ''} — ${words.join(', ')}`,
    detail: { attackerId: u.attacker.id, defenderId: u.defender.id, outcome: plain(r.outcome), input: plain(input) }, ...(dice ? { dice } : {}),
  }, c.owed.map(specOf)), [{ t: 'combat', unit: u.attacker.id }])
}

/**
 * An Elan-type test applied (seed 002, A-2a, F-1b, F-4k): a failed Panic Test is a one-hex Retreat (a Detachment
 * loses a Step instead), a failed Forced March or Detachment test one Step Loss. Settles what it was owed for.
 */
export function elanTestDraft(unit: Unit, testTitle: string, outcome: string, detachment: boolean, rulings: Readonly<Record<string, unknown>>,
  settles: readonly string[], dice?: DiceRecord, flow: JsonRecord[] = []): ActionDraft {
  const u = resultUnit(unit, detachment)
  const passed = !outcome.startsWith('fail')
  // A-2a Panic Test (a Detachment's extra loss, else one hex of Retreat); F-1b, F-4k: a failed test is one Step Loss.
  const r: StepLossesResult | null = outcome === 'fail: Retreat one hex' || outcome === 'fail: one more Step Loss' ? panicResult(u, passed, rulings)
    : outcome.includes('Step Loss') ? oneLossIfFailed(u, passed, rulings) : null
  const owes: OwedSpec[] = (r?.owed ?? []).map(specOf)
  if (outcome === 'fail: Retreat two hexes') owes.push(specOf({ kind: 'retreat', unitIds: [unit.id], label: `${unit.name}: Retreat 2 hexes`, reason: 'seed 002, F-4c: failed to stand', hexes: 2 }))
  const lost = r && r.loss.after > r.loss.before
  return withFlow(withSettles(withOwes({
    kind: 'wl.elan', by: unit.side, label: `${unit.name}: ${testTitle} — ${outcome}${lost ? ` (${conditionOf(r.loss)})` : ''}`,
    ops: lost ? [lossOp(r.loss)] : [], detail: { unitId: unit.id, test: testTitle, outcome }, ...(dice ? { dice } : {}),
  }, owes), settles), flow)
}

import type { FireResult } from '@/engine/series/fire'
import type { UnitLoss } from '@/engine/series/losses'
import { allocateLosses } from '@/engine/series/losses'
import type { MeleeResult } from '@/engine/series/melee'
import type { MeleeSideResult } from '@/engine/series/meleeTable'
import type { MoraleCheckResult } from '@/engine/series/morale'
import type { MoralePurpose } from '@/engine/series/moraleInput'
import type { MoraleCheckOwed } from '@/engine/series/owed'
import type { Direction, Formation } from '@/engine/series/units'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, DiceRecord, JsonRecord, Op, Unit } from '@/model/types'
import { withOwes, withSettles, type OwedSpec } from '@/rulesets/owed'
import { currentTurn } from './turnState'
import { asJson, combatState, leadersWith, seriesUnitOf, stackOf } from './unitState'

/**
 * Results applied to the units, each as ONE undoable action: steps off the loss sheet (3.6, 5.4), the
 * disorganization marker with the current turn (3.3), elimination, rally (11.3); and the tests the result calls
 * for on the owed list, pre-filled (7.9, 8.8, 14.5).
 */
const s = (n: number, word = 'step') => `${n} ${word}${n === 1 ? '' : 's'}`

function lossOps(state: BattleState, losses: readonly UnitLoss[]): Op[] {
  return losses.map((l) => {
    const u = state.units[l.unit]!
    const steps = Math.max(0, combatState(u).steps - l.steps)
    return { op: 'unit.patch', id: u.id, state: asJson(steps === 0 ? { steps, status: 'eliminated' } : { steps }) }
  })
}
const lossWords = (state: BattleState, losses: readonly UnitLoss[]) => losses.map((l) => {
  const u = state.units[l.unit]!
  const left = combatState(u).steps - l.steps
  return `${l.name} ${combatState(u).steps}→${Math.max(0, left)}${l.eliminated ? ' (eliminated)' : ''}`
})

export const moraleOwed = (u: Unit, o: Pick<MoraleCheckOwed, 'purpose' | 'direction' | 'reason' | 'failedAbove'>): OwedSpec => ({
  kind: 'morale', unitIds: [u.id], label: `${u.name}: morale check`, reason: o.reason,
  prefill: { purpose: o.purpose, direction: o.direction, failedAbove: o.failedAbove ?? 0 },
})
export const leaderCasualtyOwed = (leader: Unit, why: string): OwedSpec => ({
  kind: 'leader casualty', unitIds: [leader.id], label: `${leader.name}: casualty check`, reason: why, prefill: {},
})

/** Fire applied (7.3, 7.8, 7.9): the steps lost, then the morale check and the leader's casualty check owed. */
export function fireDraft(state: BattleState, firers: readonly Unit[], target: Unit, r: FireResult, dice: DiceRecord | undefined, input: JsonRecord): ActionDraft {
  const by = firers.map((f) => f.name).join(' and ')
  const lost = r.outcome.steps === 0 ? (r.outcome.moraleCheck ? 'morale check' : 'no effect') : `${s(r.outcome.steps)} lost — ${lossWords(state, r.allocation.losses).join(', ')}`
  const owes: OwedSpec[] = []
  const checker = r.moraleCheckOwed ? state.units[r.moraleCheckOwed.unit] : undefined
  if (checker && r.moraleCheckOwed) owes.push(moraleOwed(checker, r.moraleCheckOwed))
  if (r.leaderCasualtyCheckOwed) for (const l of leadersWith(state, target)) owes.push(leaderCasualtyOwed(l, 'the stack lost 2 or 3 steps in one fire attack (14.5)'))
  return withOwes({
    kind: 'fire.applied', by: firers[0]?.side, label: `${by} fire${firers.length === 1 ? 's' : ''} at ${target.name} (fire value ${r.fireValue}): ${lost}`,
    ops: lossOps(state, r.allocation.losses), dice, detail: { input, firerIds: firers.map((f) => f.id), targetId: target.id, steps: r.outcome.steps },
  }, owes)
}

/**
 * One side's melee result on its units: steps lost (top unit first, 5.4), then D (disorganized, marker this turn,
 * retreat 2 hexes; a disorganized unit getting D is eliminated, 8.8 note) or E (every unit eliminated).
 */
function sideOps(state: BattleState, units: readonly Unit[], r: MeleeSideResult, turn: number): { ops: Op[]; words: string[] } {
  if (r.eliminated) return { ops: units.map((u) => ({ op: 'unit.patch', id: u.id, state: asJson({ steps: 0, status: 'eliminated' }) })), words: units.map((u) => `${u.name} eliminated`) }
  const alloc = allocateLosses(units.map((u, i) => ({ ...seriesUnitOf(u), stackPosition: i })), r.steps)
  const ops = lossOps(state, alloc.losses)
  const words = lossWords(state, alloc.losses)
  if (r.disorganized) {
    const gone = new Set(alloc.losses.filter((l) => l.eliminated).map((l) => l.unit))
    for (const u of units.filter((x) => !gone.has(x.id))) {
      const again = combatState(u).formation === 'disorganized'
      ops.push({ op: 'unit.patch', id: u.id, state: asJson(again ? { steps: 0, status: 'eliminated' } : { formation: 'disorganized', disorganizedAtTurn: turn }) })
      words.push(again ? `${u.name} eliminated` : `${u.name} disorganized (marker ${turn}), retreats 2 hexes`)
    }
  }
  return { ops, words }
}

export function meleeDraft(state: BattleState, attackers: readonly Unit[], defenders: readonly Unit[], r: MeleeResult, dice: DiceRecord | undefined, input: JsonRecord): ActionDraft {
  const turn = currentTurn(state).number
  const a = sideOps(state, attackers, r.outcome.attacker, turn)
  const d = sideOps(state, defenders, r.outcome.defender, turn)
  const owes = r.moraleChecksOwed.flatMap((o) => (state.units[o.unit] ? [moraleOwed(state.units[o.unit]!, o)] : []))
  const result = `${r.outcome.attacker.printed}/${r.outcome.defender.printed}`
  const words = [...a.words, ...d.words]
  return withOwes({
    kind: 'melee.applied', by: attackers[0]?.side,
    label: `${attackers.map((u) => u.name).join(' and ')} attack ${defenders[0]!.name} at ${r.odds}: ${result}${words.length ? ` — ${words.join(', ')}` : ''}${r.mayAdvance ? '; may advance' : ''}`,
    ops: [...a.ops, ...d.ops], dice, detail: { input, attackerIds: attackers.map((u) => u.id), defenderIds: defenders.map((u) => u.id), odds: r.odds, result },
  }, owes)
}

/**
 * A morale or rally check applied (10.2, 11.3, 11.4): disorganized with this turn's marker, eliminated, rallied
 * into the formation the player chooses, formed square (9.6), or no change ("holds", a retreat to move).
 */
export function moraleDraft(state: BattleState, u: Unit, purpose: MoralePurpose, r: MoraleCheckResult, dice: DiceRecord | undefined, settles: readonly string[], rallyFormation?: Formation,
  occasion: { readonly direction?: Direction; readonly failedAbove?: number } = {}): ActionDraft {
  const turn = currentTurn(state).number
  const e = r.effect
  let patch: JsonRecord | null = null
  let says: string = e
  if (e === 'disorganized, retreats 2 hexes' || e === 'disorganized, retreats after the charge combat' || e === 'routed') {
    patch = asJson({ formation: 'disorganized', disorganizedAtTurn: turn })
    says = `${e} (marker ${turn})`
  } else if (e === 'eliminated') patch = asJson({ steps: 0, status: 'eliminated' })
  else if (e === 'rallied') {
    const f = rallyFormation ?? (combatState(u).type === 'artillery' ? 'limbered' : 'column')
    patch = asJson({ formation: f, disorganizedAtTurn: null })
    says = `rallied, in ${f}`
  } else if (e === 'forms square') patch = asJson({ formation: 'square' })
  const what = purpose === 'rally' ? 'rally check' : 'morale check'
  const chain = r.outcome === 'failure' && (purpose === 'fire' || purpose === 'melee') ? purpose : null
  const below = chain ? nextBelow(state, u) : null
  const owes = below && chain ? [moraleOwed(below, { purpose: chain, direction: occasion.direction ?? 'front', failedAbove: (occasion.failedAbove ?? 0) + 1,
    reason: `${u.name} above it failed its check (5.5: the next unit checks at −2 for each failure above)` })] : []
  return withOwes(withSettles({
    kind: purpose === 'rally' ? 'rally.applied' : 'morale.applied', by: u.side,
    label: `${u.name}: ${what} ${r.outcome} (${r.score ?? '—'} vs ${r.modifiedMorale}) — ${says}`,
    ops: patch ? [{ op: 'unit.patch', id: u.id, state: patch }] : [], dice, detail: { unitId: u.id, purpose, outcome: r.outcome, effect: e },
  }, settles), owes)
}

/** 5.5: the unit under this one in its hex, if any. */
function nextBelow(state: BattleState, u: Unit): Unit | null {
  const stack = stackOf(state, u)
  return stack[stack.findIndex((x) => x.id === u.id) + 1] ?? null
}

import type { MoraleCheckResult } from '@/engine/series/morale'
import type { MoralePurpose } from '@/engine/series/moraleInput'
import type { Direction, Formation } from '@/engine/series/units'
import { firstRallyTurn } from '@/engine/series/rally'
import { routMarker } from '@/engine/series/optional/routEffects'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, DiceRecord, JsonRecord, Op, Unit } from '@/model/types'
import { withOwes, withSettles } from '@/rulesets/owed'
import { moraleOwed, retreatWords } from './lossOps'
import { currentTurn } from './turnState'
import { routRecordOp } from './unitRout'
import { asJson, combatState, stackOf } from './unitState'

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
  const extra: Op[] = []
  if (e === 'routed') {
    // 16.5: "Its marker is replaced by two markers equal to the current turn number plus 2" (as routDraft does).
    const marker = routMarker(turn)
    patch = asJson({ formation: 'disorganized', disorganizedAtTurn: marker })
    extra.push(routRecordOp(state, [u.id], marker))
    says = `routed (16.5): two ${marker} markers, may rally from turn ${firstRallyTurn(marker)}; retreats its whole movement toward its lines of communication`
  } else if (e === 'disorganized, retreats 2 hexes' || e === 'disorganized, retreats after the charge combat') {
    patch = asJson({ formation: 'disorganized', disorganizedAtTurn: turn })
    says = e === 'disorganized, retreats 2 hexes' && retreatWords(state, u) !== 'retreats 2 hexes' ? `disorganized (marker ${turn}), ${retreatWords(state, u)}` : `${e} (marker ${turn})`
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
    ops: patch ? [{ op: 'unit.patch', id: u.id, state: patch }, ...extra] : [], dice, detail: { unitId: u.id, purpose, outcome: r.outcome, effect: e },
  }, settles), owes)
}

/** 5.5: the unit under this one in its hex, if any. */
function nextBelow(state: BattleState, u: Unit): Unit | null {
  const stack = stackOf(state, u)
  return stack[stack.findIndex((x) => x.id === u.id) + 1] ?? null
}

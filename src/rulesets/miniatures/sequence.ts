import { foldSequence, type Verdict } from '@/engine/core/sequence'
import { miniaturesSequence, type MiniEvent, type MiniQuestion, type MiniState, type Sector, type Side } from '@/engine/miniatures/sequence'
import { effectiveActions } from '@/model/fold'
import type { Action, BattleState, Json, JsonRecord, Op } from '@/model/types'
import { flowOf, owedRefs } from '@/rulesets/flow'
import { frenchSideOf } from '@/rulesets/boardgame/cards/deckView'

/**
 * The log as the miniatures sequence reads it: each action's units (from its ops), then its flow events
 * (`detail.flow`) or, in a log older than them, events derived from its kind, so an old battle still folds.
 */
const isSide = (x: Json | undefined): x is Side => x === 'a' || x === 'b'
const SECTORS: readonly Json[] = ['left', 'centre', 'right']
const str = (x: Json | undefined): string | undefined => (typeof x === 'string' ? x : undefined)

function unitFacts(id: string, st: JsonRecord, side?: Side): MiniEvent {
  const facts: Record<string, Json> = { t: 'unit', id }
  if (side) facts.side = side
  if (typeof st.type === 'string') facts.type = st.type
  if (typeof st.flag === 'string') facts.nation = st.flag
  if ('sector' in st) facts.sector = SECTORS.includes(st.sector ?? null) ? st.sector! : null
  if (typeof st.inSquare === 'boolean') facts.square = st.inSquare
  if (typeof st.status === 'string') facts.out = st.status !== 'active'
  return facts as unknown as MiniEvent
}

/** What an action's ops say: units joined, moved sector, formed square, removed or captured; the scenario chosen. */
export function unitEvents(ops: readonly Op[]): MiniEvent[] {
  return ops.flatMap((op): MiniEvent[] => {
    if (op.op === 'unit.put') return [unitFacts(op.unit.id, op.unit.state, op.unit.side)]
    if (op.op === 'unit.patch' && op.state) return [unitFacts(op.id, op.state)]
    const cards = op.op === 'battle.patch' ? op.patch.cards : undefined
    if (cards && typeof cards === 'object' && !Array.isArray(cards) && typeof cards.scenario === 'string' && cards.hour === 0) return [{ t: 'scenario', scenario: cards.scenario }]
    return []
  })
}

/** Events of an action logged before flow events existed. */
export function legacyEvents(a: Action): MiniEvent[] {
  const d = a.detail ?? {}
  if (a.kind === 'cards.deal') return [{ t: 'deal' }]
  if (a.kind === 'cards.play' && isSide(a.by) && typeof d.card === 'string') return [{ t: 'play', side: a.by, card: d.card, actedAs: str(d.actedAs) ?? null }]
  if (a.kind === 'fire.applied' || a.kind === 'fire.removed') {
    const out: MiniEvent[] = []
    if (typeof d.firerId === 'string') out.push({ t: 'fire', unit: d.firerId })
    if (typeof d.targetId === 'string' && typeof d.retreat === 'number' && d.retreat > 0 && a.kind === 'fire.applied') out.push({ t: 'retreated', unit: d.targetId })
    return out
  }
  if (a.kind === 'special-action' && typeof d.unitId === 'string' && (d.outcome === 'success' || d.reaction === 'success')) return [{ t: 'special', unit: d.unitId, success: true }]
  return []
}

/**
 * Every event of the log in order, the French side first. Units the log never adds (a battle opened from a
 * snapshot, a test state) come from the battle state: their facts first, their removal after the log.
 */
export function miniEvents(state: BattleState, actions: readonly Action[]): MiniEvent[] {
  const out: MiniEvent[] = [{ t: 'french', side: frenchSideOf(state) }]
  const units = Object.values(state.units)
  for (const u of units) out.push(unitFacts(u.id, { ...u.state, status: 'active' }, u.side))
  const seen = new Set<string>()
  for (const a of effectiveActions(actions)) {
    const mine = unitEvents(a.ops)
    for (const e of mine) if (e.t === 'unit') seen.add(e.id)
    out.push(...mine)
    const flow = flowOf(a)
    out.push(...(flow.length ? (flow as unknown as MiniEvent[]) : legacyEvents(a)))
  }
  for (const u of units) if (!seen.has(u.id)) out.push(unitFacts(u.id, { status: u.state.status ?? 'active' }))
  return out
}

export const foldMini = (state: BattleState, actions: readonly Action[]): MiniState => foldSequence(miniaturesSequence, miniEvents(state, actions))

/** The sequence's answer for `q`, with what the log still owes as gates. */
export function askMini(state: BattleState, actions: readonly Action[], q: MiniQuestion, folded = foldMini(state, actions)): Verdict {
  return miniaturesSequence.ask(folded, q, owedRefs(actions))
}

export const whereMini = (s: MiniState): string => miniaturesSequence.where(s)
export type { Sector }

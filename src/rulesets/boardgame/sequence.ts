import { foldSequence, type Verdict } from '@/engine/core/sequence'
import { boardgameSequence, type BgEvent, type BgQuestion, type BgState, type Side } from '@/engine/boardgame/sequence'
import { boardgameRulings } from '@/engine/boardgame/rulings'
import { effectiveActions } from '@/model/fold'
import type { Action, BattleState, Json, JsonRecord, Op } from '@/model/types'
import { flowOf, owedRefs } from '@/rulesets/flow'
import { frenchSideOf } from './cards/deckView'
import { scenarioOf } from './scenarioOps'
import { emptySectorOf } from './mapOps'

/**
 * The log as the boardgame sequence reads it: each action's units (from its ops), then its flow events (`detail.flow`)
 * or, in a log older than them, events derived from its kind, so an old battle still folds.
 */
const isSide = (x: Json | undefined): x is Side => x === 'a' || x === 'b'
const SECTORS: readonly Json[] = ['left', 'centre', 'right']
const str = (x: Json | undefined): string | undefined => (typeof x === 'string' ? x : undefined)

function unitFacts(id: string, st: JsonRecord, side?: Side): BgEvent {
  const f: Record<string, Json> = { t: 'unit', id }
  if (side) f.side = side
  if (typeof st.type === 'string') f.type = st.type
  if (typeof st.nation === 'string') f.nation = st.nation
  if ('sector' in st || side) f.sector = SECTORS.includes(st.sector ?? null) ? st.sector! : null
  if (typeof st.inSquare === 'boolean') f.square = st.inSquare
  if (typeof st.general === 'string') f.general = st.general
  if (typeof st.elements === 'number') f.elements = st.elements
  if (typeof st.status === 'string') { f.out = st.status === 'eliminated'; f.absorbed = st.status === 'absorbed' }
  return f as unknown as BgEvent
}

/** What an action's ops say about units: joined, moved sector, formed square, hit, removed, combined. */
export function unitEvents(ops: readonly Op[]): BgEvent[] {
  return ops.flatMap((op): BgEvent[] => {
    if (op.op === 'unit.put') return [unitFacts(op.unit.id, op.unit.state, op.unit.side)]
    if (op.op === 'unit.patch' && op.state) return [unitFacts(op.id, op.state)]
    // A piece taken off the map that is no loss (a general who joins a unit, a skirmisher reabsorbed): counted for nobody.
    if (op.op === 'unit.remove') return [{ t: 'unit', id: op.id, type: 'removed', out: true }]
    if (op.op === 'battle.patch' && typeof op.patch.scenario === 'string') return [{ t: 'scenario', scenario: op.patch.scenario }]
    return []
  })
}

/** Events of an action logged before flow events existed. */
export function legacyEvents(a: Action): BgEvent[] {
  const d = a.detail ?? {}
  if (a.kind === 'cards.deal') return [{ t: 'deal' }]
  if (a.kind === 'cards.play' && isSide(a.by) && typeof d.card === 'string') return [{ t: 'play', side: a.by, card: d.card, actedAs: str(d.actedAs) ?? null }]
  if (a.kind === 'unit.ordered' && typeof d.unitId === 'string') return [{ t: 'order', unit: d.unitId, order: 'hold' }]
  if (a.kind.startsWith('combat.') && typeof d.firerId === 'string') return [{ t: 'fire', unit: d.firerId }]
  if (a.kind.startsWith('retreat') && typeof d.unitId === 'string' && typeof d.hexes === 'number' && d.hexes > 0) return [{ t: 'retreated', unit: d.unitId }]
  if (a.kind === 'special-action' && typeof d.unitId === 'string') return [{ t: 'special', unit: d.unitId, success: d.outcome === 'success' }]
  return []
}

/** Every event of the log in order: the French side and the rulings first. */
export function bgEvents(state: BattleState, actions: readonly Action[]): BgEvent[] {
  const now = Object.values(state.units).map((u) => unitFacts(u.id, u.state, u.side))
  const out: BgEvent[] = [{ t: 'french', side: frenchSideOf(state) }, { t: 'rulings', scenarioLosses: boardgameRulings(state.setup.rulings).scenarioLosses }, ...now]
  for (const a of effectiveActions(actions)) {
    out.push(...unitEvents(a.ops))
    const flow = flowOf(a)
    out.push(...(flow.length ? (flow as unknown as BgEvent[]) : legacyEvents(a)))
  }
  // The units as they stand now open the fold (a battle opened from a snapshot has them before its log) and have
  // the last word on their facts.
  out.push(...now)
  const sc = scenarioOf(state)
  if (sc && !out.some((e) => e.t === 'scenario')) out.push({ t: 'scenario', scenario: sc })
  // 12.0 #2 as the players have said it (a hypothetical battle): the French army's side, then the Allied.
  const empty = emptySectorOf(state)
  const fr = frenchSideOf(state)
  out.push({ t: 'empty-sector', side: fr, empty: empty.french === true }, { t: 'empty-sector', side: fr === 'a' ? 'b' : 'a', empty: empty.allied === true })
  return out
}

export const foldBg = (state: BattleState, actions: readonly Action[]): BgState => foldSequence(boardgameSequence, bgEvents(state, actions))

/** The sequence's answer for `q`, with what the log still owes as gates. */
export function askBg(state: BattleState, actions: readonly Action[], q: BgQuestion, folded = foldBg(state, actions)): Verdict {
  return boardgameSequence.ask(folded, q, owedRefs(actions))
}

export const whereBg = (s: BgState): string => boardgameSequence.where(s)

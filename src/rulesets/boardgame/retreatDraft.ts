import type { RetreatHex, RetreatInput, RetreatResult } from '@/engine/boardgame/retreat'
import { boardgameRulings } from '@/engine/boardgame/rulings'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, Unit } from '@/model/types'
import { withSettles, type OwedTest } from '@/rulesets/owed'
import { withFlow } from '@/rulesets/flow'
import type { JsonRecord } from '@/model/types'
import { reabsorbOps } from './skirmisherDraft'
import { asJson, bgState, isLoneGeneral } from './unitState'

/** What the players say about the retreating unit's hex and path (seed 000, 10.0 and 10.1). */
export interface RetreatChoices {
  inBuildings: boolean
  parentAdjacent: boolean
  /** One hex per flag, in order: what each holds. */
  path: RetreatHex[]
}

/** The retreat input from the owed flags, the unit's state and the path the players read off the map. */
export function retreatInputFor(state: BattleState, unit: Unit, test: OwedTest, c: RetreatChoices): RetreatInput {
  const s = bgState(unit)
  const flags = typeof test.prefill.flags === 'number' ? test.prefill.flags : 0
  return {
    unit: s.type === 'general' ? 'lone-general' : s.type, flags, elements: s.elements, inSquare: s.inSquare, inBuildings: c.inBuildings, generalAttached: s.general !== '',
    firerAdjacent: test.prefill.firerAdjacent === true, parentAdjacent: c.parentAdjacent, path: c.path.slice(0, flags),
    rulings: boardgameRulings(state.setup.rulings),
  }
}

/** The retreat carried out in one action: elements lost (9.4 #11, 10.0 C, D), eliminated at none, the owed flags settled. */
export function retreatDraft(unit: Unit, test: OwedTest, r: RetreatResult, input: RetreatInput, state?: BattleState): ActionDraft {
  const s = bgState(unit)
  // 6.1: a skirmisher forced to retreat moves back into its parent's hex and is reabsorbed.
  if (state && s.type === 'skirmisher' && input.parentAdjacent && !r.eliminated) {
    return withSettles({
      kind: 'retreat', by: unit.side, label: `${unit.name} fall back into ${state.units[s.parent ?? '']?.name ?? 'its parent'} and rejoin`, ops: reabsorbOps(state, unit),
      detail: { unitId: unit.id, hexes: r.hexes, elementsLost: 0, eliminated: false, path: [], working: r.working.map((w) => w.label) },
    }, [test.id])
  }
  const elements = Math.max(0, s.elements - r.elementsLost)
  const eliminated = r.eliminated || elements === 0
  const moved = r.hexes ? `retreats ${r.hexes} hex${r.hexes === 1 ? '' : 'es'}` : 'stays'
  const lost = r.elementsLost ? `, loses ${r.elementsLost} element${r.elementsLost === 1 ? '' : 's'}` : ''
  const changes = r.elementsLost > 0 || eliminated
  // seed 000, 10.0 E: "Retreated units can NOT move during the round in which they’ve retreated, but they may fire."
  const flow: JsonRecord[] = r.hexes > 0 ? [{ t: 'retreated', unit: unit.id }] : []
  return withFlow(withSettles({
    kind: eliminated ? 'retreat.eliminated' : 'retreat', by: unit.side,
    label: `${unit.name} ${moved}${lost}${eliminated ? (isLoneGeneral(unit) ? ' — killed: an eliminated unit (9.52)' : ' — eliminated') : ''}`,
    ops: changes ? [{ op: 'unit.patch', id: unit.id, state: asJson({ elements, ...(eliminated ? { status: 'eliminated' as const } : {}) }) }] : [],
    detail: { unitId: unit.id, hexes: r.hexes, elementsLost: r.elementsLost, eliminated, path: [...(input.path ?? [])], working: r.working.map((w) => w.label) },
  }, [test.id]), flow)
}

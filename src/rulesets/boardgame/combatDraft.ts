import type { CombatInput, CombatOutcome } from '@/engine/boardgame/combat'
import { check } from '@/engine/core'
import { boardgameRulings } from '@/engine/boardgame/rulings'
import type { Terrain } from '@/engine/boardgame/terrain'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, DiceRecord, JsonRecord, Unit } from '@/model/types'
import { withOwes, type OwedSpec } from '@/rulesets/owed'
import { asJson, bgState, isLoneGeneral } from './unitState'
import { loneGeneral } from './unitOps'

/** What the players say about the shot that the units' state does not hold. */
export interface CombatChoices {
  firerTerrain: Terrain
  targetTerrain: Terrain
  flankOrRear: boolean
  /** Leadership card played this round: an attached general gives 2 dice. */
  leadership: boolean
  enteredWoodsOrBuildings: boolean
}
export const NO_COMBAT_CHOICES: CombatChoices = { firerTerrain: 'open', targetTerrain: 'open', flankOrRear: false, leadership: false, enteredWoodsOrBuildings: false }

/** The combat calculator's input from the two units, the range in hexes and the battle's rulings (seed 000, 7.31, 9.4, 8.x). */
export function combatInputFor(state: BattleState, firer: Unit, target: Unit, range: number, c: CombatChoices): CombatInput {
  const f = bgState(firer)
  const t = bgState(target)
  check(f.type !== 'general', 'not-allowed-together', 'firer', `${firer.name}: a general by himself cannot attack (7.32.5).`)
  if (t.type === 'general') {
    // 9.51: a lone general is hit only on a general face.
    return { firer: { type: f.type, elements: f.elements, generalAttached: f.general !== '', leadership: c.leadership, inSquare: f.inSquare, terrain: c.firerTerrain, enteredWoodsOrBuildings: c.enteredWoodsOrBuildings },
      target: { type: 'lone-general', terrain: c.targetTerrain }, range, flankOrRear: c.flankOrRear, rulings: boardgameRulings(state.setup.rulings) }
  }
  return {
    firer: { type: f.type, elements: f.elements, generalAttached: f.general !== '', leadership: c.leadership, inSquare: f.inSquare, terrain: c.firerTerrain, enteredWoodsOrBuildings: c.enteredWoodsOrBuildings },
    target: { type: t.type, elements: t.elements, inSquare: t.inSquare, terrain: c.targetTerrain },
    range, flankOrRear: c.flankOrRear, rulings: boardgameRulings(state.setup.rulings),
  }
}

const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`

/** seed 000, 10.0: flags are the target's to carry out; what it means depends on where it stands, so it stays owed. */
export const retreatOwed = (u: Unit, flags: number, firerAdjacent: boolean): OwedSpec => ({
  kind: 'retreat', unitIds: [u.id], label: `${u.name}: ${plural(flags, 'retreat flag')}`,
  reason: 'seed 000, 10.0 Retreat: one hex back for every flag', prefill: { flags, firerAdjacent },
})

/**
 * One shot applied in one action: the target loses a chip per hit (9.31) and is eliminated at none left (a lone general
 * hit is killed, 9.51–9.52); its retreat flags go on the owed list for the retreat screen. When a unit with an attached
 * general is eliminated, the general stays alone in the hex as the piece `loneId` and owes the flags (9.53).
 */
export function combatDraft(firer: Unit, target: Unit, o: CombatOutcome, range: number, dice?: DiceRecord, input?: JsonRecord, loneId = `${target.id}-general`): ActionDraft {
  const t = bgState(target)
  const elements = Math.max(0, t.elements - o.hits)
  const eliminated = elements === 0
  const what = o.hits === 0 && o.flags === 0 ? 'no effect' : [o.hits ? plural(o.hits, 'hit') : '', o.flags ? plural(o.flags, 'flag') : ''].filter(Boolean).join(', ')
  const killed = isLoneGeneral(target)
  const left = eliminated && t.general ? loneGeneral(target.side, t.general, t.nation, loneId) : null
  const tail = eliminated ? (killed ? ' — killed: an eliminated unit (9.52)' : ` — eliminated${left ? `; ${left.name} is left alone in the hex` : ''}`) : o.hits ? ` (${elements} left)` : ''
  const owes = o.flags === 0 ? [] : !eliminated ? [retreatOwed(target, o.flags, range === 1)] : left ? [retreatOwed(left, o.flags, range === 1)] : []
  return withOwes({
    kind: eliminated ? 'combat.eliminated' : 'combat.applied', by: firer.side,
    label: `${firer.name} fires at ${target.name}: ${what}${tail}`,
    ops: [
      ...(o.hits ? [{ op: 'unit.patch' as const, id: target.id, state: asJson({ elements, ...(eliminated ? { status: 'eliminated' as const, general: '' } : {}) }) }] : []),
      ...(left ? [{ op: 'unit.put' as const, unit: left }] : []),
    ],
    detail: { firerId: firer.id, targetId: target.id, range, hits: o.hits, flags: o.flags, ...(input ? { input } : {}) },
    ...(dice ? { dice } : {}),
  }, owes)
}

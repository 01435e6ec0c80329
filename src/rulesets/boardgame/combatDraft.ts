import type { CombatInput, CombatOutcome } from '@/engine/boardgame/combat'
import { check } from '@/engine/core'
import { boardgameRulings } from '@/engine/boardgame/rulings'
import type { Terrain } from '@/engine/boardgame/terrain'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, DiceRecord, JsonRecord, Unit } from '@/model/types'
import { withOwes, withSettles, type OwedSpec, type OwedTest } from '@/rulesets/owed'
import { withFlow } from '@/rulesets/flow'
import { fireResult, type Piece } from '@/engine/boardgame/results'
import { INITIAL, type BgState } from '@/engine/boardgame/sequence'
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

/** seed 000, 10.0: the flags an owed retreat carries, for the retreat screen. */
export const retreatOwed = (u: Unit, flags: number, firerAdjacent: boolean): OwedSpec => ({
  kind: 'retreat', unitIds: [u.id], label: `${u.name}: ${plural(flags, 'retreat flag')}`,
  reason: 'seed 000, 10.0 Retreat: one hex back for every flag', prefill: { flags, firerAdjacent },
})

/** A unit as the result procedures read it. */
export function pieceOfUnit(u: Unit): Piece {
  const s = bgState(u)
  return { id: u.id, name: u.name, side: u.side, type: s.type, nation: s.nation, elements: s.elements, general: s.general, inSquare: s.inSquare }
}

/** What the screen knows besides the dice: the sequence's state, the target's hex, the reaction this fire settles. */
export interface FireContext {
  readonly sequence?: BgState
  readonly targetInBuildings?: boolean
  readonly artilleryFirst?: boolean
  /** The owed reaction (9.41) this fire carries out. */
  readonly reaction?: OwedTest | null
}

/**
 * One shot applied in ONE action, everything the engine's fire procedure returns (fireResult): chips off, elimination,
 * the flags as 10.0 and 9.4 read them (a square, a building, a general or a garrison owe nothing; artillery hit from
 * an adjacent hex loses elements), a general left alone (9.53) with the flags he owes, the firer marked as having
 * fired (7.1), and a battle won said in the label.
 */
export function combatDraft(firer: Unit, target: Unit, o: CombatOutcome, range: number, dice?: DiceRecord, input?: JsonRecord, loneId = `${target.id}-general`, ctx: FireContext = {}): ActionDraft {
  const r = fireResult(ctx.sequence ?? INITIAL, {
    firer: pieceOfUnit(firer), target: pieceOfUnit(target), hits: o.hits, flags: o.flags, range,
    targetInBuildings: ctx.targetInBuildings === true, artilleryFirst: ctx.artilleryFirst === true, reaction: !!ctx.reaction, loneId,
  })
  const t = bgState(target)
  const left = r.leftAlone ? loneGeneral(target.side, r.leftAlone.name, t.nation, r.leftAlone.id) : null
  const placed = left && t.sector ? { ...left, state: { ...left.state, sector: t.sector } } : left
  const change = r.changes.find((c) => c.id === target.id)
  const eliminated = change?.status === 'eliminated'
  const what = o.hits === 0 && o.flags === 0 ? 'no effect' : [o.hits ? plural(o.hits, 'hit') : '', o.flags ? plural(o.flags, 'flag') : ''].filter(Boolean).join(', ')
  const killed = isLoneGeneral(target)
  const tail = eliminated ? (killed ? ' — killed: an eliminated unit (9.52)' : ` — eliminated${left ? `; ${left.name} is left alone in the hex` : ''}`) : change?.elements !== undefined ? ` (${change.elements} left)` : ''
  const ignored = r.notes.filter((n) => /ignores|taken as losses/.test(n)).map((n) => `; ${n}`).join('')
  const won = r.won ? `. ${r.won.reasons.join('; ')}: the battle is won` : ''
  const owes = r.owed.map((step) => ({ ...step, prefill: { flags: step.flags ?? 0, firerAdjacent: range === 1 } }))
    .map(({ flags: _f, ...spec }): OwedSpec => spec)
  const draft = withOwes({
    kind: eliminated ? 'combat.eliminated' : 'combat.applied', by: firer.side,
    label: `${ctx.reaction ? 'Reaction: ' : ''}${firer.name} fires at ${target.name}: ${what}${tail}${ignored}${won}`,
    ops: [
      ...r.changes.map((c) => ({ op: 'unit.patch' as const, id: c.id, state: asJson({ ...(c.elements !== undefined ? { elements: c.elements } : {}), ...(c.status ? { status: c.status } : {}), ...(c.general !== undefined ? { general: c.general } : {}) }) })),
      ...(placed ? [{ op: 'unit.put' as const, unit: placed }] : []),
    ],
    detail: { firerId: firer.id, targetId: target.id, range, hits: o.hits, flags: o.flags, notes: [...r.notes], ...(input ? { input } : {}) },
    ...(dice ? { dice } : {}),
  }, owes)
  const flowed = withFlow(draft, r.events.filter((e) => e.t === 'fire') as unknown as JsonRecord[])
  return ctx.reaction ? withSettles(flowed, [ctx.reaction.id]) : flowed
}

import type { SpecialActionInput, SpecialActionResult } from '@/engine/boardgame/specialAction'
import type { ActionDraft } from '@/model/actionDraft'
import type { DiceRecord, Unit } from '@/model/types'
import { check } from '@/engine/core'
import { asJson, bgState, pieceOf } from './unitState'

/** The white-dice input for a unit charged by cavalry (seed 000, 9.41; ruling 19). */
export function specialInputFor(unit: Unit, emptyHexesBetween: number, startedAdjacent: boolean, throughFrontalArc: boolean): SpecialActionInput {
  const s = bgState(unit)
  check(s.type !== 'general', 'not-allowed-together', 'reacting', `${unit.name}: only artillery, cavalry and infantry have a special action (9.41).`)
  return { reacting: s.type, nation: s.nation, emptyHexesBetween: startedAdjacent ? 0 : emptyHexesBetween, startedAdjacent, throughFrontalArc }
}

/**
 * The special action logged in one action; infantry that succeeds is put in square (9.41 2), "infantry forms square").
 * The reaction's own fire or counter-charge is a combat of its own.
 */
export function specialDraft(unit: Unit, r: SpecialActionResult, input: SpecialActionInput, dice?: DiceRecord): ActionDraft {
  const square = r.outcome === 'success' && pieceOf(bgState(unit).type).arm === 'infantry' && !bgState(unit).inSquare
  const n = input.startedAdjacent || input.throughFrontalArc === false ? 0 : input.emptyHexesBetween
  return {
    kind: 'special-action', by: unit.side,
    label: `${unit.name}: special action — ${r.outcome}${r.outcome === 'success' ? `: ${r.reaction}` : ''} (${n} white ${n === 1 ? 'die' : 'dice'})`,
    ops: square ? [{ op: 'unit.patch', id: unit.id, state: asJson({ inSquare: true }) }] : [],
    detail: { unitId: unit.id, outcome: r.outcome, emptyHexesBetween: n },
    ...(dice ? { dice } : {}),
  }
}

import type { SpecialActionInput, SpecialActionResult } from '@/engine/boardgame/specialAction'
import type { ActionDraft } from '@/model/actionDraft'
import type { DiceRecord, Unit } from '@/model/types'
import { check } from '@/engine/core'
import { asJson, bgState } from './unitState'
import { specialResult } from '@/engine/boardgame/results'
import { withFlow } from '@/rulesets/flow'
import { withOwes } from '@/rulesets/owed'
import type { JsonRecord } from '@/model/types'
import { pieceOfUnit } from './combatDraft'

/** The white-dice input for a unit charged by cavalry (seed 000, 9.41; ruling 19). */
export function specialInputFor(unit: Unit, emptyHexesBetween: number, startedAdjacent: boolean, throughFrontalArc: boolean): SpecialActionInput {
  const s = bgState(unit)
  check(s.type !== 'general', 'not-allowed-together', 'reacting', `${unit.name}: only artillery, cavalry and infantry have a special action (9.41).`)
  return { reacting: s.type, nation: s.nation, emptyHexesBetween: startedAdjacent ? 0 : emptyHexesBetween, startedAdjacent, throughFrontalArc }
}

/**
 * The special action logged in ONE action with all that follows (the engine's specialResult, seed 000, 9.41): the unit
 * spent for the round whatever the outcome, infantry that succeeds in square, artillery or cavalry that succeeds owing
 * its reaction fire before the charge.
 */
export function specialDraft(unit: Unit, r: SpecialActionResult, input: SpecialActionInput, dice?: DiceRecord): ActionDraft {
  const p = specialResult(pieceOfUnit(unit), r.outcome === 'success')
  const n = input.startedAdjacent || input.throughFrontalArc === false ? 0 : input.emptyHexesBetween
  return withFlow(withOwes({
    kind: 'special-action', by: unit.side,
    label: `${unit.name}: special action — ${r.outcome}${r.outcome === 'success' ? `: ${r.reaction}` : ''} (${n} white ${n === 1 ? 'die' : 'dice'})`,
    ops: p.changes.map((c) => ({ op: 'unit.patch' as const, id: c.id, state: asJson({ inSquare: c.inSquare === true }) })),
    detail: { unitId: unit.id, outcome: r.outcome, emptyHexesBetween: n },
    ...(dice ? { dice } : {}),
  }, p.owed.map((o) => ({ ...o, prefill: {} }))), p.events.filter((e) => e.t === 'special') as unknown as JsonRecord[])
}

import type { RallyInput, RallyResult } from '@/engine/boardgame/rally'
import { check } from '@/engine/core'
import type { ActionDraft } from '@/model/actionDraft'
import type { DiceRecord, Unit } from '@/model/types'
import { asJson, bgState } from './unitState'
import { withFlow } from '@/rulesets/flow'

/** Recovering losses (seed 000, 6.31.4: an attached general; Reference Sheet: the Rally card for any unit). */
export function rallyInputFor(unit: Unit, by: RallyInput['by']): RallyInput {
  const s = bgState(unit)
  const type = s.type
  check(type !== 'general', 'not-allowed-together', 'unit', `${unit.name} is a general: he has no chips to recover.`)
  check(by !== 'attached-general' || s.general !== '', 'not-allowed-together', 'by', `${unit.name} has no attached general: only the Rally card lets it recover (6.31.4).`)
  return { type, elements: s.elements, startingElements: s.startingElements, by }
}

/** The chips recovered, one action. */
export function rallyDraft(unit: Unit, r: RallyResult, by: RallyInput['by'], dice?: DiceRecord): ActionDraft {
  const s = bgState(unit)
  const who = by === 'attached-general' ? s.general : 'the Rally card'
  return withFlow({
    kind: 'rally', by: unit.side,
    label: `${unit.name} recovers ${r.outcome} chip${r.outcome === 1 ? '' : 's'} (${who}): ${r.elementsAfter} of ${s.startingElements} elements`,
    ops: r.outcome ? [{ op: 'unit.patch', id: unit.id, state: asJson({ elements: r.elementsAfter }) }] : [],
    detail: { unitId: unit.id, chips: r.outcome, by },
    ...(dice ? { dice } : {}),
  }, [{ t: 'order', unit: unit.id, order: 'rally' }])
}

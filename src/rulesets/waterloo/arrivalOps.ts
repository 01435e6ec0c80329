import { MARKERS, PRUSSIAN_ENTRY_HEX, type MarkerId, type PrussianMarkerId } from '@/engine/waterloo/markers'
import type { CupState } from '@/engine/waterloo/cup'
import type { ActionDraft } from '@/model/actionDraft'
import type { JsonRecord, Unit } from '@/model/types'
import { withFlow } from '@/rulesets/flow'
import { asJson } from './unitState'

/** seed 002, I: the Entry Hex of a Corps (Thielemann's is rolled, M-4: null until then). */
export const entryHexOf = (id: string): string | null => PRUSSIAN_ENTRY_HEX[id as Exclude<PrussianMarkerId, 'pr-III'>] ?? null

/** seed 002, C and I: the flow events of the Prussian Corps whose markers reached the Game Turn box between two cups. */
export function arrivalEvents(before: CupState, after: CupState): JsonRecord[] {
  return after.arrived.filter((id) => !before.arrived.includes(id)).map((id) => ({ t: 'arrive', marker: id, hex: entryHexOf(id) }))
}

/**
 * seed 002, I-1 (and I-4): a Prussian unit placed onto its Corps' Entry Hex and moved from there (its Cavalry along the
 * Road toward Plancenoit or Papelotte, its whole allowance or until adjacent to a French unit): one action; the hex it
 * ended in, if given, is written on the unit.
 */
export function enterDraft(unit: Unit, entryHex: string | null, endHex: string | null): ActionDraft {
  const end = endHex?.trim().slice(0, 10) || null
  return withFlow({
    kind: 'wl.enter', by: unit.side, ops: end ? [{ op: 'unit.patch', id: unit.id, state: asJson({ hex: end }) }] : [],
    label: `${unit.name} enters${entryHex ? ` at ${entryHex}` : ''}${end ? `, moves to ${end}` : ''} (Prussian Arrival, I-1)`,
    detail: { unitId: unit.id, entryHex, endHex: end },
  }, [{ t: 'enter', unit: unit.id }])
}

/** seed 002, I-1c, I-2, I-5: the arrival's entry is over: the rest of the Corps waits off the map, or the whole entry is delayed. */
export function arrivedDraft(marker: string, delayed: boolean): ActionDraft {
  const name = MARKERS[marker as MarkerId]?.name ?? marker
  return withFlow({
    kind: 'wl.arrived', by: 'umpire', ops: [], detail: { marker, delayed },
    label: delayed ? `${name}: Delayed Entry, its Entry Hex occupied or fully stacked (I-5)` : `${name}: Entry Hex fully stacked, the rest wait off the map (I-1c, I-2)`,
  }, [{ t: 'arrived', marker, delayed }])
}

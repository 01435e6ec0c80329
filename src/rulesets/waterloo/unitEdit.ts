import { check } from '@/engine/core'
import type { ActionDraft } from '@/model/actionDraft'
import { checkName } from '@/model/names'
import type { Unit } from '@/model/types'
import { asJson, wlState } from './unitState'

/** seed 002, B: a hex is named by its four-digit number ("1206"); empty = off the map. */
export function hexDraft(unit: Unit, typed: string): ActionDraft | null {
  const hex = typed.trim()
  check(hex === '' || /^\d{4}$/.test(hex), 'out-of-range', 'hex', `A hex is its four-digit number, e.g. 1206, not "${hex.slice(0, 12)}".`)
  const next = hex === '' ? null : hex
  if (next === wlState(unit).hex) return null
  return { kind: 'wl.hex', by: unit.side, label: `${unit.name} ${next ? `to hex ${next}` : 'off the map'}`, ops: [{ op: 'unit.patch', id: unit.id, state: asJson({ hex: next }) }] }
}

/** The owner renames a unit (a counter's spelling); null when nothing changes. */
export function renameDraft(unit: Unit, typed: string): ActionDraft | null {
  const name = checkName(typed, 'name', 'the unit')
  if (name === unit.name) return null
  return { kind: 'unit.rename', by: unit.side, label: `${unit.name} renamed ${name}`, ops: [{ op: 'unit.patch', id: unit.id, name }] }
}

import { check } from '@/engine/core/errors'
import { applyCombatResult } from '@/engine/wargaming/casualties'
import type { Unit } from '@/model/types'
import type { ActionDraft } from '@/model/actionDraft'
import { editUnit, unitState } from './roster'

/**
 * One base damaged or removed, by hand. seed 004, Casualties: "Two damaged bases are equivalent to the
 * loss of one base of figures, so a unit with a damaged base that receives another combat result of
 * damaged should remove the damaged base." A unit with no bases left is destroyed.
 */
export function addCasualty(unit: Unit, what: 'damaged' | 'removed'): ActionDraft {
  const s = unitState(unit)
  const next = applyCombatResult(s, { basesDamaged: what === 'damaged' ? 1 : 0, basesRemoved: what === 'removed' ? 1 : 0 }, s.bases)
  const draft = editUnit(unit, {
    damagedBases: next.damagedBases,
    lostBases: next.lostBases,
    ...(next.destroyed ? { status: 'destroyed' as const } : {}),
  })
  const merged = what === 'damaged' && s.damagedBases === 1 && !next.destroyed ? ' (two damaged = one removed)' : ''
  const tail = next.destroyed ? ' — destroyed' : ''
  check(draft !== null, 'out-of-range', 'lostBases', `${unit.name} has no bases left to lose.`)
  return { ...draft, kind: 'unit.casualty', label: `${unit.name}: 1 base ${what}${merged}${tail}` }
}

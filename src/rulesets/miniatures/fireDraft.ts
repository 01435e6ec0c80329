import { describeEffect, type CombatEffect } from '@/engine/miniatures'
import type { WorkingLine } from '@/engine/core'
import { otherInLog } from './otherLog'
import type { DiceRecord, JsonRecord, Unit } from '@/model/types'
import type { ActionDraft } from '@/model/actionDraft'
import { withOwes } from '@/rulesets/owed'
import { retreatOwed } from './turnAid'
import { asJson, miniState } from './unitState'

export interface FireApplied extends CombatEffect {
  readonly hits: number
  readonly fireValue: number
}
/** Where the hits came from: the owner's hits table at a version, or the players' own reading. */
export type HitsSource = { readonly table: string; readonly version: number } | 'players'

const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`

/**
 * Fire (or a charge) applied to the target in one action: its disorder points go up by the combat effects
 * (seed 003, 9.1 and 10.0), and it is removed at its capacity. The retreat is logged for the players to move.
 */
export function fireDraft(firer: Unit | null, target: Unit, r: FireApplied, hitsFrom: HitsSource, dice?: DiceRecord, input?: JsonRecord, working?: readonly WorkingLine[]): ActionDraft {
  const t = miniState(target)
  const disorderPoints = t.disorderPoints + r.disorder
  const what = r.hits === 0 ? 'no hits' : `${plural(r.hits, 'hit')} — ${describeEffect(r)}`
  const other = otherInLog(working)
  const label = `${firer ? `${firer.name} fires at ` : 'Fire at '}${target.name} (fire value ${r.fireValue}): ${what}${other.suffix}`
  const detail: JsonRecord = {
    firerId: firer?.id ?? null, targetId: target.id, fireValue: r.fireValue, hits: r.hits, disorder: r.disorder, retreat: r.retreat, removed: r.removed,
    hitsFrom: hitsFrom === 'players' ? 'read by the players' : { table: hitsFrom.table, version: hitsFrom.version },
    ...(input ? { input } : {}), ...other.detail,
  }
  const changes = r.disorder > 0 || r.removed
  // seed 003, 10.0: the retreat is the defender's to move; it stays owed until done.
  return withOwes({
    kind: r.removed ? 'fire.removed' : 'fire.applied', label, by: firer?.side ?? (target.side === 'a' ? 'b' : 'a'),
    ops: changes ? [{ op: 'unit.patch', id: target.id, state: asJson({ disorderPoints, ...(r.removed ? { status: 'removed' as const } : {}) }) }] : [],
    detail, ...(dice ? { dice } : {}),
  }, r.retreat > 0 && !r.removed ? [retreatOwed(target, r.retreat)] : [])
}

import { describeEffect, type CombatEffect } from '@/engine/miniatures'
import type { WorkingLine } from '@/engine/core'
import { otherInLog } from './otherLog'
import type { DiceRecord, JsonRecord, Unit } from '@/model/types'
import type { ActionDraft } from '@/model/actionDraft'
import { withOwes } from '@/rulesets/owed'
import { withFlow } from '@/rulesets/flow'
import { fireResult } from '@/engine/miniatures/results'
import { INITIAL, type MiniState } from '@/engine/miniatures/sequence'
import { changeOps, owedSpecs } from './resultOps'
import { kindOf, miniState } from './unitState'

export interface FireApplied extends CombatEffect {
  readonly hits: number
  readonly fireValue: number
}
/** Where the hits came from: the owner's hits table at a version, or the players' own reading. */
export type HitsSource = { readonly table: string; readonly version: number } | 'players'

const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`

/**
 * Fire (or a charge) applied in one action: the engine's result procedure (seed 003, 9.1, 10.0, 7.3) gives the
 * target's DP and removal, the retreat owed and locked, the cavalry advance owed and a win; this only writes it.
 */
export function fireDraft(firer: Unit | null, target: Unit, r: FireApplied, hitsFrom: HitsSource, dice?: DiceRecord, input?: JsonRecord, working?: readonly WorkingLine[], seq: MiniState = INITIAL): ActionDraft {
  const t = miniState(target)
  const result = fireResult(seq, { firer: firer ? { id: firer.id, name: firer.name, kind: kindOf(firer) } : null, target: { id: target.id, name: target.name, type: t.type, disorderPoints: t.disorderPoints }, effect: r })
  const what = r.hits === 0 ? 'no hits' : `${plural(r.hits, 'hit')} — ${describeEffect(r)}`
  const other = otherInLog(working)
  const won = result.standing.winners.length > 0 && !seq.playOn ? ' — the battle is won' : ''
  const label = `${firer ? `${firer.name} fires at ` : 'Fire at '}${target.name} (fire value ${r.fireValue}): ${what}${other.suffix}${won}`
  const detail: JsonRecord = {
    firerId: firer?.id ?? null, targetId: target.id, fireValue: r.fireValue, hits: r.hits, disorder: r.disorder, retreat: r.retreat, removed: r.removed,
    hitsFrom: hitsFrom === 'players' ? 'read by the players' : { table: hitsFrom.table, version: hitsFrom.version },
    consequences: [...result.lines], ...(input ? { input } : {}), ...other.detail,
  }
  const draft: ActionDraft = {
    kind: r.removed ? 'fire.removed' : 'fire.applied', label, by: firer?.side ?? (target.side === 'a' ? 'b' : 'a'),
    ops: changeOps(result.changes), detail, ...(dice ? { dice } : {}),
  }
  return withFlow(withOwes(draft, owedSpecs(result.owed, { segments: r.retreat })), result.events as unknown as JsonRecord[])
}

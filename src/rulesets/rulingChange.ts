import { rulingValue, type Ruling } from '@/engine/ruleset'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleSetup } from '@/model/types'

/**
 * The action that changes one ruling for this battle. Rulings live in the battle's setup, so the
 * change is in the log, undoable, and exported with the battle.
 */
export function rulingChange(setup: BattleSetup, ruling: Ruling, value: string): ActionDraft | null {
  const option = ruling.options.find((o) => o.value === value)
  if (!option || rulingValue(ruling, setup.rulings) === value) return null
  return {
    kind: 'ruling.change',
    label: `Ruling${ruling.number ? ` ${ruling.number}` : ''} (${ruling.title}): ${option.label}`,
    by: 'umpire',
    ops: [{ op: 'setup.patch', patch: { rulings: { ...setup.rulings, [ruling.id]: value } } }],
  }
}

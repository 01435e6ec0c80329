import type { TableUnit } from '@/engine/core/distance'
import type { RulesetId } from '@/engine/ruleset'
import type { NewBattleInput } from '@/model/newBattle'
import { rulesetChoice } from './rulesetChoices'

/** What the New battle form holds; every field a plain string or number the inputs can bind. */
export interface NewBattleDraft {
  name: string
  ruleset: RulesetId
  figureScale: number
  tableUnit: TableUnit
  sides: [{ name: string; nationality: string }, { name: string; nationality: string }]
}

export function emptyDraft(): NewBattleDraft {
  return {
    name: '',
    ruleset: 'wargaming',
    figureScale: 15,
    tableUnit: 'cm',
    sides: [{ name: '', nationality: '' }, { name: '', nationality: '' }],
  }
}

/** The store's input: figure scale and table unit only where the chosen ruleset uses them. */
export function toNewBattleInput(draft: NewBattleDraft): NewBattleInput {
  const choice = rulesetChoice(draft.ruleset)
  const usesScale = (choice?.figureScales.length ?? 0) > 0
  const measures = (choice?.tableUnits.length ?? 0) > 0
  return {
    name: draft.name,
    ruleset: draft.ruleset,
    ...(measures ? { tableUnit: draft.tableUnit } : {}),
    ...(usesScale ? { figureScale: draft.figureScale } : {}),
    sides: [{ ...draft.sides[0] }, { ...draft.sides[1] }],
  }
}

import type { TableUnit } from '@/engine/core/distance'
import { RulesInputError } from '@/engine/core/errors'
import type { NewBattleInput } from '@/model/newBattle'
import { checkName } from '@/model/names'
import { RULESETS, rulesetManifest, type RulesetId } from '@/rulesets/list'

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
    ruleset: RULESETS[0].id,
    figureScale: 15,
    tableUnit: 'cm',
    sides: [{ name: '', nationality: '' }, { name: '', nationality: '' }],
  }
}

/** The store's input: figure scale and table unit only where the chosen ruleset uses them. */
export function toNewBattleInput(draft: NewBattleDraft): NewBattleInput {
  const offer = rulesetManifest(draft.ruleset)?.newBattle
  const usesScale = (offer?.figureScales.length ?? 0) > 0
  const measures = (offer?.tableUnits.length ?? 0) > 0
  return {
    name: draft.name,
    ruleset: draft.ruleset,
    ...(measures ? { tableUnit: draft.tableUnit } : {}),
    ...(usesScale ? { figureScale: draft.figureScale } : {}),
    sides: [{ ...draft.sides[0] }, { ...draft.sides[1] }],
  }
}

/** Every mistake in the form at once, by field ('name', 'sides[0].name'…), in player words; empty when it can be sent. */
export function draftProblems(draft: NewBattleDraft): Record<string, string> {
  const problems: Record<string, string> = {}
  const note = (field: string, what: string, value: string) => {
    try {
      checkName(value, field, what)
    } catch (e) {
      if (!(e instanceof RulesInputError)) throw e
      problems[field] = e.message
    }
  }
  note('name', 'the battle', draft.name)
  draft.sides.forEach((s, i) => note(`sides[${i}].name`, `side ${i + 1}`, s.name))
  return problems
}

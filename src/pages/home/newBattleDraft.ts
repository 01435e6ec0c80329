import { fromMm, toMm, type TableUnit } from '@/engine/core/distance'
import { boundsInWords, type NumberBounds } from '@/calc/parseNumber'
import { RulesInputError } from '@/engine/core/errors'
import type { NewBattleInput } from '@/model/newBattle'
import { checkName } from '@/model/names'
import { RULESETS, rulesetManifest, type RulesetId } from '@/rulesets/list'
import { STARTING_SCENARIO_KEY } from '@/rulesets/startingScenario'

/** What the New battle form holds; every field a plain string or number the inputs can bind. */
export interface NewBattleDraft {
  name: string
  ruleset: RulesetId
  figureScale: number
  tableUnit: TableUnit
  /** For a hex ruleset: played on the printed hex map, or with miniatures on a table. */
  playedOn: 'map' | 'table'
  /** One hex's length on the table, in the tape's unit (null until entered; the text's own length is offered). */
  hexSize: number | null
  /** A scenario the ruleset's text gives, chosen now to start from ('' = choose it in the battle). */
  scenario: string
  sides: [{ name: string; nationality: string }, { name: string; nationality: string }]
}

export function emptyDraft(): NewBattleDraft {
  return {
    name: '',
    ruleset: RULESETS[0].id,
    figureScale: 15,
    tableUnit: 'cm',
    playedOn: 'map',
    hexSize: null,
    scenario: '',
    sides: [{ name: '', nationality: '' }, { name: '', nationality: '' }],
  }
}

/** Whether the form asks for a tape unit: rulesets that measure, except a hex ruleset played on its map. */
export function measuresOnTable(draft: NewBattleDraft): boolean {
  const offer = rulesetManifest(draft.ruleset)?.newBattle
  if (!offer || offer.tableUnits.length === 0) return false
  return !offer.hexes || draft.playedOn === 'table'
}

/**
 * How long one hex may be on a table, in the tape's unit. Not a rule (the texts print a hex's ground, and
 * the owner picks its table length): 1 mm to 1 m, so a slip of the finger (1e308, "1,5" read as 15 mm…)
 * is refused instead of turning every distance into nonsense.
 */
export function hexSizeBounds(unit: TableUnit): NumberBounds {
  const round = (n: number) => Math.round(n * 100) / 100
  return { min: round(fromMm(1, unit)), max: round(fromMm(1000, unit)), what: 'One hex' }
}

const within = (n: number, b: NumberBounds) => n >= b.min && n <= b.max

/** One hex's table length in mm: what the owner typed, else the length the text gives; null when neither. */
export function draftHexMm(draft: NewBattleDraft): number | null {
  const offer = rulesetManifest(draft.ruleset)?.newBattle.hexes
  if (!offer || draft.playedOn !== 'table') return null
  if (draft.hexSize !== null) return within(draft.hexSize, hexSizeBounds(draft.tableUnit)) ? toMm(draft.hexSize, draft.tableUnit, 'hexSize') : null
  return offer.tableMm ?? null
}

/** The store's input: figure scale, table unit and hex length only where the chosen ruleset uses them. */
export function toNewBattleInput(draft: NewBattleDraft): NewBattleInput {
  const offer = rulesetManifest(draft.ruleset)?.newBattle
  const usesScale = (offer?.figureScales.length ?? 0) > 0
  const hexMm = draftHexMm(draft)
  const scenario = offer?.scenarios?.find((x) => x.id === draft.scenario)
  return {
    name: draft.name,
    ruleset: draft.ruleset,
    ...(scenario ? { options: { [STARTING_SCENARIO_KEY]: scenario.id } } : {}),
    ...(measuresOnTable(draft) ? { tableUnit: draft.tableUnit } : {}),
    ...(hexMm !== null ? { hexMm } : {}),
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
  const hexes = rulesetManifest(draft.ruleset)?.newBattle.hexes
  if (hexes && draft.playedOn === 'table' && draftHexMm(draft) === null) {
    problems.hexSize = draft.hexSize === null ? 'Enter how long one hex is on your table' : `${boundsInWords(hexSizeBounds(draft.tableUnit))} ${draft.tableUnit}.`
  }
  return problems
}

import type { TableUnit } from '@/engine/core/distance'
import type { RulesetId } from '@/engine/ruleset'
import { NATIONALITIES } from '@/engine/wargaming/data/nationality'

/**
 * The rule systems a player can pick for a new battle, with what the form asks for each. Kept apart
 * from the engine registry (src/engine/registry.ts) so the battle list loads no rules code; a test
 * checks the two list the same rulesets.
 */
export interface RulesetChoice {
  readonly id: RulesetId
  readonly title: string
  readonly source: string
  /** Asks for a figure scale (yards converted by figure scale) or not (8 cm segments). */
  readonly figureScales: readonly number[]
  /** Units a tape measure can read for this ruleset; empty = the ruleset does not measure. */
  readonly tableUnits: readonly TableUnit[]
  readonly defaultTableUnit?: TableUnit
  /** Nationalities the ruleset's tables name, suggested in the side fields (any text is accepted). */
  readonly nationalities: readonly string[]
}

export const RULESET_CHOICES: readonly RulesetChoice[] = [
  {
    id: 'wargaming',
    title: "Vive l'Empereur! – Napoleonic wargaming (2nd ed.)",
    source: 'seed 004',
    // seed 004, Ground Scale: 1 mm = 2 yd (5 mm figures), 1.5 yd (15 mm), 1 yd (25 mm)
    figureScales: [5, 15, 25],
    tableUnits: ['mm', 'cm', 'in'],
    defaultTableUnit: 'cm',
    // seed 004, Nationality Factor and Troop Types: the names its tables use.
    nationalities: NATIONALITIES,
  },
  {
    id: 'miniatures',
    title: "Advanced Vive l'Empereur – version for miniatures",
    source: 'seeds 003 + 000',
    // seed 003 §2.1: distances in 8 cm segments, so no figure scale; the tape may read cm, mm or inches.
    figureScales: [],
    tableUnits: ['cm', 'mm', 'in'],
    defaultTableUnit: 'cm',
    // seed 000: the white special-action die shows French, English and Prussian flags.
    nationalities: ['French', 'English', 'Prussian'],
  },
]

export const TABLE_UNIT_LABELS: Readonly<Record<TableUnit, string>> = { mm: 'millimetres', cm: 'centimetres', in: 'inches' }

export function rulesetChoice(id: string): RulesetChoice | undefined {
  return RULESET_CHOICES.find((r) => r.id === id)
}

export function rulesetTitle(id: string): string {
  return rulesetChoice(id)?.title ?? id
}

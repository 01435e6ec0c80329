import { forbidden, leftToPlayers, type Verdict } from '../../core/sequence'
import { ROUND_RULES } from '../../boardgame/sequence/rules'

/** Every rule the miniatures sequence quotes: [section, the text's words]; seed 000's shared ones, then seed 003's own. */
export const RULES = {
  ...ROUND_RULES,
  resolved: ['seed 003, Battle Round (5.1)', 'Combats are resolved immediately, including taking losses and retreating.'],
  retreated: ['seed 003, 10.0 Retreats', 'A unit forced to retreat cannot be activated for the rest of the round.'],
  special: ['seed 003, 9.3 Special Actions', 'Units which have successfully attempted special action cannot be activated for the remainder of the round.'],
  removed: ['seed 003, 6.0 Movement', 'A unit is removed at its disorder points: it no longer takes orders.'],
  noFireAfter: ['seed 003, Reference Sheet: Army Units (1.1)', 'Move 2: NO fire.'],
  segments: ['seed 003, Reference Sheet: Army Units (1.1)', 'Mov. SEGM.: the most segments the unit type moves.'],
  cavalryAdjacent: ['seed 003, 7.3 Combat Range', 'An activated Cavalry unit can attack enemy units ONLY if facing and adjacent to them.'],
  reaction: ['seed 003, 9.3 Special Actions', 'Artillery opportunity fire, Cavalry Countercharge, Form Square: each by its own arm.'],
} as const satisfies Record<string, readonly [string, string]>
export type RuleId = keyof typeof RULES

export const no = (id: RuleId): Verdict => forbidden(RULES[id][0], RULES[id][1])
export const check = (id: RuleId): Verdict => leftToPlayers(RULES[id][0], RULES[id][1])

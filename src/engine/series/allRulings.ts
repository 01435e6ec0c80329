import type { Ruling } from '../ruleset'
import { SERIES_COMBAT_RULINGS } from './rulings'
import { SERIES_COMMAND_PROPOSED_RULINGS, SERIES_COMMAND_RULINGS } from './rulingsCommand'

/** How a proposed ruling is marked wherever it is shown: it is not (yet) in RULES.md. */
export const PROPOSED_MARK = 'Proposed, not yet in RULES.md'

/** A reading the engine applies where the text is silent and RULES.md has no ruling, marked as proposed in its own words. */
export const markProposed = (r: Ruling): Ruling => ({ ...r, title: `${r.title} (proposed)`, question: `${PROPOSED_MARK}: ${r.question}` })

/** The proposed readings of part B (rulingsCommand.ts), marked, so the Rulings tab says plainly that they are proposals. */
export const SERIES_PROPOSED_RULINGS: readonly Ruling[] = SERIES_COMMAND_PROPOSED_RULINGS.map(markProposed)

/**
 * Every ruling of the series rules, parts A and B, then the proposed readings (marked): one array the engine
 * and the app's manifest share, so the Rulings tab shows each and a battle can record it.
 */
export const SERIES_RULINGS: readonly Ruling[] = [...SERIES_COMBAT_RULINGS, ...SERIES_COMMAND_RULINGS, ...SERIES_PROPOSED_RULINGS]

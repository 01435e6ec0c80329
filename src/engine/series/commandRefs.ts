import type { RuleRef } from '../core'

/**
 * Where a number of §10–20 comes from: seed 001 and the section as printed ("10.4 Modifiers").
 * Part B's own helper, so these files need nothing from part A's refs.
 */
export const seriesRule = (section: string): RuleRef => ({ seed: '001', section })

import { seriesRule } from '../commandRefs'

export const INITIATIVE_RULE = seriesRule('17.7 Initiative')
/** seed 001, 17.7: units in the leader's command next turn only: success −1, failure −2 (levels 3 and 4). */
export const INITIATIVE_MORALE: Readonly<Record<'success' | 'failure', number>> = { success: -1, failure: -2 }

import { rulingValue } from '@/engine/ruleset'
import { SERIES_RULINGS } from '@/engine/series/allRulings'
import type { BattleState } from '@/model/types'

/** The value of a series ruling in force in this battle (RULES.md; the first option unless the owner changed it). */
export const ruling = (state: Pick<BattleState, 'setup'>, id: string): string => rulingValue(SERIES_RULINGS.find((r) => r.id === id)!, state.setup.rulings)

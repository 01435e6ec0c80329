import type { Limits } from '@/engine/series/printedLimits'
import { CROSS_ATTACHED_MAX } from '@/engine/series/interactiveGame'

/**
 * Bounds of the series screens' number fields. A lowest value is the rules' own (cited); where the text gives
 * no highest value the field stops at a sane size, and that is a field limit, not a rules value.
 */
export const SERIES_FIELD_LIMITS = {
  /** 20.6: "up to 2" units of other corps cross-attached. */
  crossAttached: { min: 0, max: CROSS_ATTACHED_MAX },
  /** 19.1 / 20.5: the special rules give the limit, 1 second or more; an hour is a field limit, not a rules value. */
  allowedSeconds: { min: 1, max: 3600 },
  /** 19.2: time used, 0 or more; 99 min 59 s (what the clock shows) is a field limit, not a rules value. */
  usedSeconds: { min: 0, max: 5999 },
  /** 18.1: the map in squares, "4 by 4" unless the battle says otherwise; at least 2 rows (one per army's edge), 1 column; 10 is a field limit. */
  deploymentRows: { min: 2, max: 10 },
  deploymentCols: { min: 1, max: 10 },
  /** 12: levels from the battle's special rules (losses plus disorganized units), 1 or more; three digits is a field limit, not a rules value. */
  armyMoraleLevel: { min: 1, max: 999 },
  /** 13.0: the game turn they arrive, 1 or more; two digits is a field limit, not a rules value. */
  reinforcementTurn: { min: 1, max: 99 },
  /** 13.0 / 3.1: the column's movement allowance, 0 or more; two printed digits is a field limit, not a rules value. */
  reinforcementMp: { min: 0, max: 99 },
  /** 17.5: aides are numeric counters, "not limited in number"; two printed digits is a field limit, not a rules value. */
  aideNumber: { min: 1, max: 99 },
} as const satisfies Record<string, Limits>

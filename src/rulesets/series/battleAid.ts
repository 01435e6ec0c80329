import type { RulesetBattleAid } from '@/rulesets/manifest'
import { seriesLogTurn } from './logTurn'
import { openOwed, unitBadges } from './turnAid'
import { SERIES_RULINGS } from '@/engine/series/allRulings'

/** What an open series battle reads besides its screens: loaded with the battle, not with the battle list. */
export const battleAid: RulesetBattleAid = {
  rulings: SERIES_RULINGS,
  owed: { open: openOwed },
  unitBadges,
  logTurn: seriesLogTurn,
}

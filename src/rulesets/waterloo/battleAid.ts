import type { RulesetBattleAid } from '@/rulesets/manifest'
import { openOwed } from './owedSpecs'
import { unitBadges, waterlooLogTurn } from './turnAid'
import { WATERLOO_RULINGS } from '@/engine/waterloo/rulings'

/** What an open waterloo battle reads besides its screens: loaded with the battle, not with the battle list. */
export const battleAid: RulesetBattleAid = {
  rulings: WATERLOO_RULINGS,
  owed: { open: openOwed },
  unitBadges,
  logTurn: waterlooLogTurn,
}

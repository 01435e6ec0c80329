import type { RulesetBattleAid } from '@/rulesets/manifest'
import { hourLogTurn } from '@/rulesets/boardgame/cards/logTurn'
import { openOwed, unitBadges } from './turnAid'
import { MINIATURES_RULINGS } from '@/engine/miniatures/rulings'

/** What an open miniatures battle reads besides its screens: loaded with the battle, not with the battle list. */
export const battleAid: RulesetBattleAid = {
  rulings: MINIATURES_RULINGS,
  owed: { open: openOwed },
  unitBadges,
  logTurn: hourLogTurn,
}

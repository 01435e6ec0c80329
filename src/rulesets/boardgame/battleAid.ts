import type { RulesetBattleAid } from '@/rulesets/manifest'
import { openOwed, unitBadges } from './turnAid'
import { BOARDGAME_RULINGS } from '@/engine/boardgame/rulings'
import { hourLogTurn } from '@/rulesets/boardgame/cards/logTurn'

/** What an open boardgame battle reads besides its screens: loaded with the battle, not with the battle list. */
export const battleAid: RulesetBattleAid = {
  rulings: BOARDGAME_RULINGS,
  owed: { open: openOwed },
  unitBadges,
  logTurn: hourLogTurn,
}

import type { RulesetBattleAid } from '@/rulesets/manifest'
import { wargamingLogTurn } from './logTurn'
import { openOwed, unitBadges } from './turnOwed'
import { WARGAMING_RULINGS } from '@/engine/wargaming/rulings'

/** What an open wargaming battle reads besides its screens: loaded with the battle, not with the battle list. */
export const battleAid: RulesetBattleAid = {
  rulings: WARGAMING_RULINGS,
  owed: { open: openOwed },
  unitBadges,
  logTurn: wargamingLogTurn,
}

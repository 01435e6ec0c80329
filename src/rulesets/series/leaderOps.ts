import type { LeaderCasualtyResult } from '@/engine/series/leaderCasualty'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, DiceRecord, Unit } from '@/model/types'
import { withSettles } from '@/rulesets/owed'
import { currentTurn } from './turnState'

/**
 * A leader's casualty check applied (14.5, 17.1): eliminated or killed takes the counter off (status killed);
 * "cannot act N turns" marks him wounded until he may act again (the label says the turn); shifted or placed
 * away is moved on the map. Napoleon's death says the French player loses (14.5).
 */
export function leaderCasualtyDraft(state: BattleState, leader: Unit, r: LeaderCasualtyResult, dice: DiceRecord | undefined, settles: readonly string[]): ActionDraft {
  const o = r.outcome
  const turn = currentTurn(state).number
  const gone = o === 'eliminated' || o === 'killed or severely wounded'
  const out = /^cannot act (\d) turns?$/.exec(o)
  const status = gone ? 'killed' : out ? 'wounded' : null
  const says = out ? `${o} (acts again in turn ${turn + Number(out[1])})` : o
  return withSettles({
    kind: 'leader.casualty', by: leader.side, label: `${leader.name}: casualty check — ${says}${r.gameLost ? '; the French player loses the game' : ''}`,
    ops: status ? [{ op: 'unit.patch', id: leader.id, state: { status } }] : [], dice, detail: { leaderId: leader.id, outcome: o, gameLost: r.gameLost },
  }, settles)
}

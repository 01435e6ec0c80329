import type { ActionDraft } from '@/model/actionDraft'
import { withFlow } from '@/rulesets/flow'

/**
 * Seed 004 sets no victory conditions: the players (or the scenario) say when the battle is over. The
 * battle then says so and refuses every action, until the umpire chooses to play on; both are logged.
 */
export function battleEndDraft(why: string): ActionDraft {
  const w = why.trim().slice(0, 120)
  return withFlow({ kind: 'battle.end', label: `The battle has ended: ${w}`, ops: [], by: 'umpire', detail: { why: w } }, [{ e: 'battle ends', why: w }])
}

export function playOnDraft(): ActionDraft {
  return withFlow({ kind: 'battle.playOn', label: 'The umpire plays on after the end of the battle', ops: [], by: 'umpire' }, [{ e: 'play on' }])
}

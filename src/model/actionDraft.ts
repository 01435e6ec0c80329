import type { DiceRecord, JsonRecord, Op, ShownWords, SideId } from './types'

/**
 * What a ruleset's pure functions hand to the battle store's `dispatch`: an action before it has a
 * sequence number and a time. Every screen of every ruleset builds one of these and nothing else.
 */
export interface ActionDraft {
  kind: string
  label: string
  ops: Op[]
  by?: SideId | 'umpire'
  dice?: DiceRecord
  detail?: JsonRecord
  /** The log line the other side reads when the action is about `side`'s hidden information (Action.shown). */
  shown?: ShownWords
}

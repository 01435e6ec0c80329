/**
 * Which part of an action travels in the public log and which in a side's document (src/model/secret.ts):
 * ops on a deck a side owns are masked in the public copy and kept whole, by action id, in that side's
 * document. The sync layer only moves the parts; it never reads a hand. Splitting needs the battle just
 * before each action (to count the cards a side drew): a running fold, kept between taps.
 */
import { applyOps, fold } from '@/model/fold'
import { joinSecret, splitSecret, type SecretPart, type SplitAction } from '@/model/secret'
import type { Action, BattleSetup, BattleState } from '@/model/types'

export type { SplitAction } from '@/model/secret'
export type Joiner = (pub: Action, parts: readonly unknown[]) => Action

export const joinParts: Joiner = (pub, parts) => joinSecret(pub, parts as SecretPart[])

/** Splits the actions of a log that `wanted` names, each against the battle as it stood just before it. */
export function logSplitter(setup: BattleSetup) {
  /** The fold after the first `count` actions of the last log split, whose last id was `lastId`. */
  let kept: { count: number; lastId: string | undefined; state: BattleState } | null = null

  return (log: readonly Action[], wanted: ReadonlySet<string>): SplitAction[] => {
    const out: SplitAction[] = []
    let from = 0
    let state: BattleState
    if (kept && kept.count <= log.length && log[kept.count - 1]?.id === kept.lastId) [from, state] = [kept.count, kept.state]
    else state = fold(setup, [])
    for (let i = from; i < log.length; i++) {
      const action = log[i]!
      if (wanted.has(action.id)) out.push(splitSecret(action, state, setup))
      try {
        state = action.kind === 'undo' || action.kind === 'conflict.settle' ? fold(setup, log.slice(0, i + 1)) : { ...applyOps(state, action.ops), seq: action.seq }
      } catch {
        state = fold(setup, log.slice(0, i + 1))
      }
    }
    kept = { count: log.length, lastId: log.at(-1)?.id, state }
    return out
  }
}

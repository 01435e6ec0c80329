/**
 * Which part of an action travels in the public log and which in a side's document (src/model/secret.ts,
 * E's): ops on a deck a side owns are masked in the public copy and kept whole, by action id, in that
 * side's document. The sync layer only moves the parts; it never reads a hand.
 */
import type { Action, SideId } from '@/model/types'

export interface SplitAction {
  readonly public: Action
  readonly secrets: readonly { readonly side: SideId; readonly part: unknown }[]
}

export type Splitter = (action: Action) => SplitAction
export type Joiner = (pub: Action, parts: readonly unknown[]) => Action

/** Until a battle's hidden parts are known, everything is public. */
export const everythingPublic: { split: Splitter; join: Joiner } = {
  split: (action) => ({ public: action, secrets: [] }),
  join: (pub) => pub,
}

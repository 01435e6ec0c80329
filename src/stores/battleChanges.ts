import { defineStore } from 'pinia'

/** What a write changed in a battle's entry on the list. */
export interface BattleChange {
  readonly name: string
  readonly updatedAt: number
  /** Entries in the log, undos included. */
  readonly actionCount: number
}

type Listener = (id: string, change: BattleChange) => void

/**
 * How the open battle (battle.ts) tells the battle list (battles.ts) that one of its battles changed,
 * without either store importing the other: the list listens while it exists, the open battle
 * announces each write. One per pinia, like the stores it joins.
 */
export const useBattleChanges = defineStore('battleChanges', () => {
  const listeners = new Set<Listener>()

  /** Calls `listener` after every write from now on; returns the function that stops it. */
  function listen(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  function announce(id: string, change: BattleChange): void {
    for (const listener of listeners) listener(id, change)
  }

  return { listen, announce }
})

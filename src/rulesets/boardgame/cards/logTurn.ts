import type { Action } from '@/model/types'

/** seed 000, 4.1: each hour's deal of command cards starts the log's "Hour n" group. */
export function hourLogTurn(action: Action): string | null {
  if (action.kind !== 'cards.deal') return null
  for (const op of action.ops) {
    const cards = op.op === 'battle.patch' ? op.patch.cards : undefined
    if (cards && typeof cards === 'object' && !Array.isArray(cards) && typeof cards.hour === 'number') return `Hour ${cards.hour}`
  }
  return null
}

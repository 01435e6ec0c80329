import type { Action } from '@/model/types'

/** seed 001, 2.0: each game turn starts the log's "Turn n" group (no engine import: the manifest reads this). */
export function seriesLogTurn(action: Action): string | null {
  if (action.kind !== 'turn.next') return null
  for (const op of action.ops) {
    const t = op.op === 'battle.patch' ? op.patch.turn : undefined
    if (t && typeof t === 'object' && !Array.isArray(t) && typeof t.number === 'number') return `Turn ${t.number}`
  }
  return null
}

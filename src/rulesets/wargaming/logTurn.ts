import type { Action } from '@/model/types'

/** seed 004, End of Turn: the action that moves the battle to turn n starts the log's "Turn n" group. */
export function wargamingLogTurn(action: Action): string | null {
  for (const op of action.ops) if (op.op === 'battle.patch' && typeof op.patch.turn === 'number') return `Turn ${op.patch.turn}`
  return null
}

import { RulesInputError } from '@/engine/core/errors'
import { fold } from './fold'
import type { Action, BattleSetup, BattleState } from './types'

/**
 * Checks what a schema cannot: seqs run 1, 2, 3…; each undo names the action it really cancels;
 * every op finds its unit or deck. Each returns a message naming the field when something is wrong.
 */
export function checkSequence(actions: readonly Action[]): string | null {
  const stack: number[] = []
  for (const [i, action] of actions.entries()) {
    if (action.seq !== i + 1) return `actions[${i}].seq: expected ${i + 1}, got ${action.seq}`
    if (action.kind !== 'undo') {
      stack.push(action.seq)
      continue
    }
    const undone = stack.pop()
    if (undone === undefined) return `actions[${i}]: an undo with nothing left to undo`
    if (action.undoes !== undone) return `actions[${i}].undoes: expected ${undone} (the last action in force), got ${String(action.undoes)}`
    if (action.ops.length) return `actions[${i}].ops: an undo carries no ops`
  }
  return null
}

/** checkSequence, then a fold from scratch (so every op finds its unit or deck). */
export function checkLog(
  setup: BattleSetup,
  actions: readonly Action[],
): { ok: true; state: BattleState } | { ok: false; message: string } {
  const message = checkSequence(actions)
  if (message) return { ok: false, message }
  try {
    return { ok: true, state: fold(setup, actions) }
  } catch (e) {
    if (e instanceof RulesInputError) return { ok: false, message: e.message }
    throw e
  }
}

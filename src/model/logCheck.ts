import { RulesInputError } from '@/engine/core/errors'
import { fold } from './fold'
import type { Action, BattleSetup, BattleState } from './types'

/**
 * Checks what a schema cannot: seqs run 1, 2, 3…; ids are unique in the log; each undo names an earlier
 * action of the log that is not an undo (an undo of an action already undone, from a merge, is allowed:
 * the fold skips it); an undo carries no ops. Each returns a message naming the field when something is wrong.
 */
export function checkSequence(actions: readonly Action[]): string | null {
  const seen = new Map<string, number>()
  for (const [i, action] of actions.entries()) {
    if (action.seq !== i + 1) return `actions[${i}].seq: expected ${i + 1}, got ${action.seq}`
    const twin = seen.get(action.id)
    if (twin !== undefined) return `actions[${i}].id: "${action.id}" is already the id of actions[${twin}]; a log names each action once`
    seen.set(action.id, i)
    if (action.kind !== 'undo') continue
    if (action.undoes === undefined) return `actions[${i}].undoes: an undo must name the action it cancels`
    const target = seen.get(action.undoes)
    if (target === undefined || target === i) return `actions[${i}].undoes: no action before it has the id "${action.undoes}"`
    if (actions[target]!.kind === 'undo') return `actions[${i}].undoes: "${action.undoes}" is an undo; an undo cancels an action, not an undo`
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

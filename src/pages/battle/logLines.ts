import type { Action, BattleSetup } from '@/model/types'

export interface LogLine {
  readonly seq: number
  readonly at: number
  /** Side name, "Umpire", or '' when nobody in particular acted. */
  readonly who: string
  readonly what: string
  readonly isUndo: boolean
  /** Cancelled by a later undo: still listed, struck through. */
  readonly undone: boolean
}

/** The log as the players read it: newest first, undos kept and the actions they cancelled marked. */
export function logLines(actions: readonly Action[], setup: Pick<BattleSetup, 'sides'>): LogLine[] {
  const undone = new Set(actions.filter((a) => a.kind === 'undo' && a.undoes !== undefined).map((a) => a.undoes))
  return [...actions]
    .sort((x, y) => y.seq - x.seq)
    .map((a) => ({
      seq: a.seq,
      at: a.at,
      who: who(a.by, setup),
      what: a.label,
      isUndo: a.kind === 'undo',
      undone: undone.has(a.seq),
    }))
}

function who(by: Action['by'], setup: Pick<BattleSetup, 'sides'>): string {
  if (by === 'umpire') return 'Umpire'
  if (by === 'a') return setup.sides[0].name
  if (by === 'b') return setup.sides[1].name
  return ''
}

import { effectiveActions } from '@/model/fold'
import type { Action, BattleSetup } from '@/model/types'

export interface LogLine {
  readonly seq: number
  readonly at: number
  /** Side name, "Umpire", or '' when nobody in particular acted. */
  readonly who: string
  readonly what: string
  /** Cancelled by a later undo: listed once, marked, and no separate "Undo" line. */
  readonly undone: boolean
  /** Still in force and not the newest: "undo back to here" would undo `laterInForce` actions. */
  readonly laterInForce: number
  /** The units the action changed, for the filter. */
  readonly unitIds: readonly string[]
  /** On a shared battle, the phone that made it ("Anne's phone"); '' when not known. */
  readonly device: string
}

export interface LogGroup {
  /** "Turn 2", "Hour 3"… from the ruleset; null before the first such mark. */
  readonly label: string | null
  /** Newest first. */
  readonly lines: readonly LogLine[]
}

/** Which turn (or hour) an action starts, if any: a ruleset's `logTurn`. */
export type TurnOf = (action: Action) => string | null

function who(by: Action['by'], setup: Pick<BattleSetup, 'sides'>): string {
  if (by === 'umpire') return 'Umpire'
  if (by === 'a') return setup.sides[0].name
  if (by === 'b') return setup.sides[1].name
  return ''
}

const unitsOf = (a: Action) => [...new Set(a.ops.flatMap((op) => (op.op === 'unit.put' ? [op.unit.id] : op.op === 'unit.patch' || op.op === 'unit.remove' ? [op.id] : [])))]

/**
 * The log as the players read it: grouped by turn (newest group first), newest line first. An undo is
 * not a line of its own: the action it cancelled is marked undone. `unitId` keeps only the actions
 * that changed that unit.
 */
export function logGroups(actions: readonly Action[], setup: Pick<BattleSetup, 'sides'>, turnOf?: TurnOf, unitId?: string): LogGroup[] {
  const effective = effectiveActions(actions)
  const live = new Set(effective)
  // Undone: not in force (an undo of an action already undone elsewhere changes nothing: src/model/undos.ts).
  const undone = new Set(actions.filter((a) => a.kind !== 'undo' && !live.has(a)).map((a) => a.seq))
  const inForce = effective.map((a) => a.seq)
  const position = new Map(inForce.map((seq, i) => [seq, inForce.length - 1 - i]))
  const groups: { label: string | null; lines: LogLine[] }[] = [{ label: null, lines: [] }]
  for (const a of actions) {
    if (a.kind === 'undo') continue
    const label = turnOf?.(a) ?? null
    if (label !== null && !undone.has(a.seq)) groups.push({ label, lines: [] })
    const unitIds = unitsOf(a)
    if (unitId !== undefined && !unitIds.includes(unitId)) continue
    groups.at(-1)!.lines.push({ seq: a.seq, at: a.at, who: who(a.by, setup), what: a.label, undone: undone.has(a.seq), laterInForce: position.get(a.seq) ?? 0, unitIds, device: a.device ?? '' })
  }
  return groups.filter((g) => g.lines.length).reverse().map((g) => ({ label: g.label, lines: g.lines.reverse() }))
}

/** The first `n` lines of the groups, newest first, keeping the group labels (for drawing a page at a time). */
export function firstLines(groups: readonly LogGroup[], n: number): LogGroup[] {
  const out: LogGroup[] = []
  let left = n
  for (const g of groups) {
    if (left <= 0) break
    out.push({ label: g.label, lines: g.lines.slice(0, left) })
    left -= g.lines.length
  }
  return out
}

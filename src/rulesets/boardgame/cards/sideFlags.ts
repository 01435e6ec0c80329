import { FLAGS, type Flag } from '@/engine/boardgame/whiteDie'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, Side, SideId } from '@/model/types'

const isFlag = (x: unknown): x is Flag => typeof x === 'string' && (FLAGS as readonly string[]).includes(x)

/** The flag the owner mapped this side to (kept in the battle), else the one its nationality names, else null. */
export function sideFlag(state: BattleState, side: SideId): Flag | null {
  const mapped = state.battle['flags']
  if (mapped && typeof mapped === 'object' && !Array.isArray(mapped) && Object.hasOwn(mapped, side) && isFlag(mapped[side])) return mapped[side]
  return guessFlag(state.setup.sides[side === 'a' ? 0 : 1])
}

/** The owner maps a side to a white-die flag, visibly and undoably (an Austrian army fighting with the English flag). */
export function sideFlagDraft(state: BattleState, side: SideId, flag: Flag): ActionDraft | null {
  if (!isFlag(flag) || sideFlag(state, side) === flag) return null
  const current = state.battle['flags']
  const flags = current && typeof current === 'object' && !Array.isArray(current) ? { ...current } : {}
  const s = state.setup.sides[side === 'a' ? 0 : 1]
  return {
    kind: 'side.flag', by: 'umpire',
    label: `${s.name}: special actions succeed on the ${flag} flag of the white dice`,
    ops: [{ op: 'battle.patch', patch: { flags: { ...flags, [side]: flag } } }],
  }
}

/**
 * The white-die flag a side's nationality names (seed 000, 1.2: French, English and Prussian flags), or null
 * when it names none of the three (an Austrian or Russian army): then the owner maps the side to a flag.
 */
export function guessFlag(side: Side): Flag | null {
  const n = side.nationality.toLowerCase()
  if (n.includes('prussia')) return 'Prussian'
  if (n.includes('fren') || n.includes('fran')) return 'French'
  if (['english', 'brit', 'kgl', 'anglo', 'england'].some((w) => n.includes(w))) return 'English'
  return null
}

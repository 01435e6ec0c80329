import type { SyncRole } from '@/sync/api'

/** The roles in the order the share screen offers them. */
export const ROLE_ORDER: readonly SyncRole[] = ['umpire', 'a', 'b', 'watcher']

/** What each role may do, in one plain line for the share screen. */
export const ROLES_LINE = 'The umpire sees everything; a player sees their own hand and hidden orders; a watcher only reads.'

type Sides = readonly [string, string]
const sideName = (role: 'a' | 'b', sides: Sides) => sides[role === 'a' ? 0 : 1] || (role === 'a' ? 'first side' : 'second side')

/** "Umpire", "French player", "Watcher": a link's or a phone's title. */
export function roleTitle(role: SyncRole, sides: Sides): string {
  if (role === 'umpire') return 'Umpire'
  if (role === 'watcher') return 'Watcher'
  return `${sideName(role, sides)} player`
}

/** "the umpire", "the French player", "a watcher": inside a sentence ("Join … as the French player"). */
export function roleWords(role: SyncRole, sides: Sides): string {
  if (role === 'umpire') return 'the umpire'
  if (role === 'watcher') return 'a watcher'
  return `the ${sideName(role, sides)} player`
}

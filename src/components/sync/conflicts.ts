import type { Conflict } from '@/model/conflicts'

/** A conflict as the screens show it (issue 25): the store lists them from the merged log (src/model/conflicts.ts). */
export type ConflictShown = Pick<Conflict, 'action' | 'text'>
/** How the umpire settles a conflict (the `conflict.settle` action's `keep`). */
export type { Keep } from '@/model/conflicts'

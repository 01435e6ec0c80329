import type { RuleRef } from '../core'

/** Where a Waterloo number comes from: seed 002 and its lettered section, e.g. wl('F-2f Target Number'). */
export const wl = (section: string): RuleRef => ({ seed: '002', section })

/** Shown wherever a table is on the player aid, not in the text: the owner enters it (never a made-up default). */
export const ENTER_FROM_PLAYER_AID = 'enter from your player aid'

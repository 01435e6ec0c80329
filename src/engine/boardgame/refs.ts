import type { RuleRef } from '../core'

/** Where a boardgame number comes from: seed 000, the GIOGAMES standard game, by section as printed. */
export const rule000 = (section: string): RuleRef => ({ seed: '000', section })

/** Shown wherever the text points to something it does not print (the Italian rules' set-up diagrams). */
export const ENTER_FROM_ITALIAN_RULES = 'enter from the Italian rules’ set-up (not in this text)'

import type { RuleRef } from '../core'

/** Where a miniatures number comes from: seed 003 (miniatures version) or seed 000 (the base game). */
export const mini = (section: string): RuleRef => ({ seed: '003', section })
export const base = (section: string): RuleRef => ({ seed: '000', section })

/** Shown wherever a table is missing from the texts (common rules: never a made-up default). */
export const ENTER_FROM_RULE_BOOK = 'enter from your rule book'

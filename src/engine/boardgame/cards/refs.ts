import type { RuleRef } from '../../core'

/** Where a command-card rule comes from: seed 000, the base game. */
export const base = (section: string): RuleRef => ({ seed: '000', section })

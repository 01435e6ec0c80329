import type { Action, BattleSetup } from './types'

/** What "Export" writes and "Import" reads: the setup plus the whole log, undos included. */
export interface BattleFile {
  readonly format: 'aide-de-camp.battle'
  readonly version: 1
  readonly exportedAt: number
  readonly setup: BattleSetup
  readonly actions: readonly Action[]
}

export const BATTLE_FILE_FORMAT = 'aide-de-camp.battle'
export const BATTLE_FILE_VERSION = 1

export function toBattleFile(setup: BattleSetup, actions: readonly Action[], now: number = Date.now()): BattleFile {
  return { format: BATTLE_FILE_FORMAT, version: BATTLE_FILE_VERSION, exportedAt: now, setup, actions }
}

/** A file name safe on every phone: "austerlitz-1805.battle.json". */
export function fileName(setup: Pick<BattleSetup, 'name'>): string {
  const slug = setup.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `${slug || 'battle'}.battle.json`
}

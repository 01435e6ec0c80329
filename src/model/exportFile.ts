import type { RuleBookPack } from '@/rulebook/pack'
import type { Action, BattleSetup } from './types'

/** What "Export" writes and "Import" reads: the setup plus the whole log, undos included. */
export interface BattleFile {
  readonly format: 'aide-de-camp.battle'
  /** 2: actions carry global ids and undos name ids (issue 25); a version 1 file is given them on import. */
  readonly version: 2
  readonly exportedAt: number
  readonly setup: BattleSetup
  readonly actions: readonly Action[]
  /**
   * The rule-book data (tables, counter values… the owner entered) of the battle's ruleset on the phone
   * that exported it, so another phone can replay the same odds and is offered the data (issue 24).
   * Optional: a file without it imports as before; a bad one is set aside, never costing the battle.
   */
  readonly ruleBook?: RuleBookPack
}

export const BATTLE_FILE_FORMAT = 'aide-de-camp.battle'
export const BATTLE_FILE_VERSION = 2

export function toBattleFile(setup: BattleSetup, actions: readonly Action[], now: number = Date.now(), ruleBook?: RuleBookPack): BattleFile {
  return { format: BATTLE_FILE_FORMAT, version: BATTLE_FILE_VERSION, exportedAt: now, setup, actions, ...(ruleBook ? { ruleBook } : {}) }
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

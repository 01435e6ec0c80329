import * as v from 'valibot'
import { quote } from '@/model/issues'
import { rulesetSchemas } from '@/model/schema'
import { RULESET_IDS } from '@/rulesets/list'

/**
 * A stored battle the app cannot use, set aside so every other battle still opens. The list names
 * it, says what is wrong, and offers what can be saved: the readable part as a battle file (to
 * import again), or the raw record as it is stored.
 */
export interface DamagedBattle {
  readonly id: string
  readonly name: string
  /** What is wrong, naming the field: "actions[1].ops[0]: expected Object, got null". */
  readonly message: string
  /** Its setup reads, so the start of its log can be saved as a battle file; else only the raw record. */
  readonly readable: boolean
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)
const textOf = (x: unknown): string | undefined => (typeof x === 'string' && x.trim() ? x : undefined)

/** The list entry for a raw record: its id and the best name it still has, quoted short. */
export function damagedEntry(raw: unknown, message: string): DamagedBattle {
  const record = isRecord(raw) ? raw : {}
  const setup = isRecord(record.setup) ? record.setup : {}
  const id = typeof record.id === 'string' ? record.id : '?'
  // The ids alone (not KNOWN_RULESETS): this runs on the list's first read, which carries no unit-state code.
  const readable = v.safeParse(rulesetSchemas(RULESET_IDS).BattleSetupSchema, record.setup).success
  return { id, name: quote(textOf(record.name) ?? textOf(setup.name) ?? id), message: quote(message, 300), readable }
}

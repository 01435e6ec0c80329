import * as v from 'valibot'
import { withActionIds } from './actionId'
import { BATTLE_FILE_FORMAT, BATTLE_FILE_VERSION, type BattleFile } from './exportFile'
import { issueMessage, QUOTE_LIMIT, quote, shortValue } from './issues'
import type { KnownRulesets } from './knownRulesets'
import { checkLog } from './logCheck'
import { rulesetSchemas } from './schema'
import { plainBattleFile } from './schemaFast'
import type { BattleState } from './types'

/**
 * A restored file, with the state its log folds to (so no caller folds it again). `carriedRuleBook` is the
 * file's `ruleBook` part as it stands, unread (issue 24): read by src/rulebook/carried.ts after the battle is
 * stored, so a bad part is set aside with a message and never costs the battle.
 */
export type RestoreResult = { ok: true; file: BattleFile; state: BattleState; carriedRuleBook?: unknown } | { ok: false; message: string }

type Raw = Record<string, unknown>

/**
 * Upgrades from file version n to n + 1. Version 1 is the first; when the file format changes,
 * bump BATTLE_FILE_VERSION and add the step here, never editing an old one.
 */
const UPGRADES: Record<number, (file: Raw) => Raw> = {
  // 1 → 2: actions get global ids and undos name ids. Every log read is given them (withActionIds, below), so
  // the step itself has nothing to change: a version 1 file is read as before, its ids made from its seqs.
  1: (file) => file,
}

function isRecord(x: unknown): x is Raw {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

function upgrade(input: Raw): Raw | string {
  let file = input
  let version = file.version
  if (typeof version !== 'number' || !Number.isInteger(version)) return `version: expected a whole number, got ${shortValue(version)}`
  if (version > BATTLE_FILE_VERSION)
    return `version: this file was made by a newer Aide-de-Camp (file version ${version}); update the app to open it`
  while (version < BATTLE_FILE_VERSION) {
    const step = UPGRADES[version]
    if (!step) return `version: file version ${version} cannot be read by this app`
    file = { ...step(file), version: version + 1 }
    version += 1
  }
  return file
}

/**
 * What BattleFileSchema returns for the file, or its message: through the hand check when every part
 * plainly passes (the same output, ~10× quicker on a long log), else through the schema itself.
 */
function schemaOutput(raw: Raw, ids: readonly string[]): { ok: true; file: BattleFile } | { ok: false; message: string } {
  const { BattleFileSchema, BattleSetupSchema } = rulesetSchemas(ids)
  const setupOf = (x: unknown) => {
    const setup = v.safeParse(BattleSetupSchema, x)
    return setup.success ? setup.output : null
  }
  const plain = plainBattleFile(raw, setupOf)
  if (plain) return { ok: true, file: plain }
  const parsed = v.safeParse(BattleFileSchema, raw)
  return parsed.success ? { ok: true, file: parsed.output } : { ok: false, message: issueMessage(parsed.issues) }
}

/**
 * THE restore path for every import and every load of a whole battle: upgrade, schema, unit states,
 * log check. `rulesets` are the app's (src/rulesets/known.ts): a setup of any other ruleset is refused.
 */
export function restoreBattleFile(input: unknown, rulesets: KnownRulesets): RestoreResult {
  if (!isRecord(input)) return { ok: false, message: 'file: expected a battle file (a JSON object)' }
  if (input.format !== BATTLE_FILE_FORMAT)
    return { ok: false, message: `format: this is not an Aide-de-Camp battle file (expected "${BATTLE_FILE_FORMAT}")` }
  // The rule-book data a battle file may carry is set apart, unread: the battle is restored as before.
  const { ruleBook: carriedRuleBook, ...battle } = input
  const upgraded = upgrade(battle)
  if (typeof upgraded === 'string') return { ok: false, message: upgraded }
  const withIds = Array.isArray(upgraded.actions) ? withActionIds(upgraded.actions) : null
  if (typeof withIds === 'string') return { ok: false, message: withIds }
  const parsed = schemaOutput(withIds ? { ...upgraded, actions: withIds } : upgraded, rulesets.ids)
  if (!parsed.ok) return parsed
  const moved = rulesets.migrateUnitStates(parsed.file.setup, parsed.file.actions)
  if (!moved.ok) return moved
  const file = { ...parsed.file, setup: moved.setup, actions: [...moved.actions] }
  const states = rulesets.checkUnitStates(file.setup, file.actions)
  if (states) return { ok: false, message: states }
  const log = checkLog(file.setup, file.actions)
  if (!log.ok) return log
  return { ok: true, file, state: log.state, ...(carriedRuleBook === undefined ? {} : { carriedRuleBook }) }
}

/**
 * The largest battle file opened, in characters (≈ bytes: the file is ASCII JSON but for names).
 * Measured: 20,000 actions, each with its dice and calculator detail (~580 characters), come to
 * 11.1 MB; 30 MB leaves more than twice that, and refuses a runaway file before JSON.parse holds
 * it all in a phone's memory.
 */
export const MAX_BATTLE_FILE_CHARS = 30 * 1024 * 1024

const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`

/**
 * The refusal for a file of `size` (characters of its text, or bytes of the file before it is read),
 * or null when it is within MAX_BATTLE_FILE_CHARS. An import checks `file.size` with this BEFORE
 * reading the file, so a runaway file is never held in memory.
 */
export function fileSizeProblem(size: number): string | null {
  if (size <= MAX_BATTLE_FILE_CHARS) return null
  return `file: this file is ${megabytes(size)}; the largest battle file Aide-de-Camp opens is ${megabytes(MAX_BATTLE_FILE_CHARS)} (a 20,000-action battle is about 11 MB)`
}

export function parseBattleFileText(text: string, rulesets: KnownRulesets): RestoreResult {
  const tooBig = fileSizeProblem(text.length)
  if (tooBig) return { ok: false, message: tooBig }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (e) {
    return { ok: false, message: `This file is not JSON: ${quote(e instanceof Error ? e.message : String(e), 2 * QUOTE_LIMIT)}` }
  }
  return restoreBattleFile(data, rulesets)
}

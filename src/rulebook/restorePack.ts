import * as v from 'valibot'
import { BATTLE_FILE_FORMAT } from '@/model/exportFile'
import { issueMessage, QUOTE_LIMIT, quote, shortValue } from '@/model/issues'
import { LATEST_TIME, MOMENT_MESSAGE } from '@/model/moments'
import { NAME_FILE_MAX, stripBidi } from '@/model/names'
import { copyJson, ID_MAX, isJson, JsonSchema } from '@/model/schema'
import { rulesetManifest, RULESET_IDS } from '@/rulesets/list'
import { PACK_FORMAT, PACK_VERSION, PROVENANCE_FIELD_MAX, PROVENANCE_NOTE_MAX, type PackRecord, type RuleBookPack } from './pack'
import { entryOf, ruleBookOf } from './registry'
import type { RuleBookSpec } from './types'

/** A read pack, every record's data as its entry's `check` returned it; or why it is refused, in player words. */
export type PackResult = { ok: true; pack: RuleBookPack } | { ok: false; message: string }

/** The rule book of a ruleset the file names (already loaded: restorePack is synchronous); null when it has none. */
export type SpecLookup = (ruleset: string) => RuleBookSpec | null | undefined

/** The largest record version a pack may hold: far past any owner's edits, and +1 stays exact. */
export const PACK_RECORD_VERSION_MAX = 1_000_000_000

const moment = v.pipe(v.number(), v.integer(MOMENT_MESSAGE), v.minValue(0, MOMENT_MESSAGE), v.maxValue(LATEST_TIME, MOMENT_MESSAGE))
const text = (max: number) => v.pipe(v.string(), v.transform(stripBidi), v.trim(), v.maxLength(max, `must be at most ${max} characters`))

/** Who and from what may be blank in a pack (the review says "not said"): the export asks for them, the import does not refuse a pack for it. */
const ProvenanceSchema = v.object({
  enteredBy: text(PROVENANCE_FIELD_MAX),
  source: text(PROVENANCE_FIELD_MAX),
  note: v.optional(text(PROVENANCE_NOTE_MAX)),
})

const PackRecordSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty('must not be empty'), v.maxLength(ID_MAX, `must be at most ${ID_MAX} characters`)),
  kind: v.picklist(['table', 'troopType', 'houseRule']),
  name: text(NAME_FILE_MAX),
  data: JsonSchema,
  provenance: text(PROVENANCE_NOTE_MAX),
  version: v.pipe(
    v.number(), v.integer('expected a whole number'), v.minValue(1, 'expected a version of 1 or more'),
    v.maxValue(PACK_RECORD_VERSION_MAX, `expected a version of at most ${PACK_RECORD_VERSION_MAX.toLocaleString('en')}`),
  ),
  updatedAt: moment,
})

const PackSchema = v.object({
  exportedAt: moment,
  provenance: ProvenanceSchema,
  records: v.array(PackRecordSchema),
})

type Raw = Record<string, unknown>
const isRecord = (x: unknown): x is Raw => typeof x === 'object' && x !== null && !Array.isArray(x)
const said = (e: unknown) => quote(e instanceof Error ? e.message : String(e), 3 * QUOTE_LIMIT)

/** An entry's message after its title, unless the message names the table itself ("Fire Table: …", "Melee Table column 2 …"). */
function titled(title: string, message: string): string {
  const table = title.replace(/\s*\([^)]*\)$/, '')
  return message.startsWith(table) ? message : `${title}: ${message}`
}

/** Where the file says its ruleset, or why not: an unknown one named, quoted; one without a rule book said so. */
function rulesetProblem(ruleset: unknown, spec: RuleBookSpec | null | undefined): string | null {
  if (typeof ruleset !== 'string') return `ruleset: expected the id of a ruleset, got ${shortValue(ruleset)}`
  const manifest = rulesetManifest(ruleset)
  if (!manifest) return `ruleset: ${shortValue(ruleset)} is not a ruleset this app knows (it knows ${RULESET_IDS.join(', ')})`
  if (!spec?.entries.length) return `ruleset: ${manifest.title} has no rule-book tables to fill in, so there is nothing to import`
  return null
}

/**
 * THE one way a pack is read (a picked file, a pasted text, a battle file's `ruleBook`), as hostile as a
 * battle import: format, version and ruleset first; then the shape (texts without bidi controls and
 * bounded, times real dates, data plain JSON no deeper than MAX_DEPTH); then each record against its
 * ruleset's rule book: an id it does not list, a second copy of an id, a kind that is not the entry's, or
 * data its entry's `check` refuses is named. An empty pack is refused. Never throws.
 */
export function restorePack(input: unknown, specOf: SpecLookup): PackResult {
  try {
    return restore(input, specOf)
  } catch (e) {
    return { ok: false, message: `file: this pack could not be read (${said(e)})` }
  }
}

function restore(input: unknown, specOf: SpecLookup): PackResult {
  if (!isRecord(input)) return { ok: false, message: 'file: expected a rule-book pack (a JSON object)' }
  if (input.format === BATTLE_FILE_FORMAT) return { ok: false, message: 'format: this is a battle file, not a rule-book pack; import it from the battle list' }
  if (input.format !== PACK_FORMAT) return { ok: false, message: `format: this is not an Aide-de-Camp rule-book pack (expected "${PACK_FORMAT}")` }
  const version = input.version
  if (typeof version !== 'number' || !Number.isInteger(version)) return { ok: false, message: `version: expected a whole number, got ${shortValue(version)}` }
  if (version > PACK_VERSION) return { ok: false, message: `version: this pack was made by a newer Aide-de-Camp (pack version ${version}); update the app to open it` }
  if (version < PACK_VERSION) return { ok: false, message: `version: pack version ${version} cannot be read by this app` }
  const ruleset = input.ruleset
  const spec = typeof ruleset === 'string' && rulesetManifest(ruleset) ? specOf(ruleset) : null
  const wrongRuleset = rulesetProblem(ruleset, spec)
  if (wrongRuleset || !spec || typeof ruleset !== 'string') return { ok: false, message: wrongRuleset ?? 'ruleset: missing' }
  if (Array.isArray(input.records) && input.records.length === 0)
    return { ok: false, message: 'records: this pack holds no tables; there is nothing to import' }
  const parsed = v.safeParse(PackSchema, input)
  if (!parsed.success) return { ok: false, message: issueMessage(parsed.issues) }
  const records: PackRecord[] = []
  const seen = new Map<string, number>()
  for (const [i, r] of parsed.output.records.entries()) {
    const at = `records[${i}]`
    const entry = entryOf(spec, r.id)
    const title = rulesetManifest(ruleset)?.title ?? ruleset
    if (!entry) {
      const listed = quote(spec.entries.map((e) => e.title).join(', '))
      return { ok: false, message: `${at}.id: ${shortValue(r.id)} is not one of the ${title} rule book's tables (${listed})` }
    }
    const first = seen.get(r.id)
    if (first !== undefined) return { ok: false, message: `${at}.id: ${entry.title} is in this pack twice (records[${first}] and ${at}); a pack holds each table once` }
    seen.set(r.id, i)
    if (r.kind !== entry.recordKind) return { ok: false, message: `${at}.kind: expected "${entry.recordKind}" for ${entry.title}, got "${r.kind}"` }
    let data: unknown
    try {
      data = entry.check(r.data)
    } catch (e) {
      return { ok: false, message: `${at}.data: ${titled(entry.title, said(e))}` }
    }
    if (!isJson(data)) return { ok: false, message: `${at}.data: ${entry.title}: its values could not be read` }
    records.push({ ...r, data: copyJson(data) })
  }
  const { exportedAt, provenance } = parsed.output
  return { ok: true, pack: { format: PACK_FORMAT, version: PACK_VERSION, ruleset, exportedAt, provenance, records } }
}

/**
 * The largest pack file opened, in characters. Every table of the biggest rule book (38 counters,
 * a dozen dice tables) is a few tens of kB; 4 MB refuses a runaway file before it is parsed.
 */
export const MAX_PACK_CHARS = 4 * 1024 * 1024

/** The refusal for a pack of `size` characters (or bytes, before it is read), or null. */
export function packSizeProblem(size: number): string | null {
  if (size <= MAX_PACK_CHARS) return null
  return `file: this file is ${(size / 1024 / 1024).toFixed(1)} MB; the largest rule-book pack Aide-de-Camp opens is ${MAX_PACK_CHARS / 1024 / 1024} MB`
}

/**
 * A pack's text read as restorePack does, the rule book of the ruleset it names loaded first. With
 * `expected`, a pack of another ruleset is refused (the Rule book screen of one ruleset imports its own).
 */
export async function readPackText(textIn: string, expected?: string): Promise<PackResult> {
  const tooBig = packSizeProblem(textIn.length)
  if (tooBig) return { ok: false, message: tooBig }
  let data: unknown
  try {
    data = JSON.parse(textIn)
  } catch (e) {
    return { ok: false, message: `This file is not JSON: ${said(e)}` }
  }
  const named = isRecord(data) && typeof data.ruleset === 'string' && rulesetManifest(data.ruleset) ? data.ruleset : null
  let spec: RuleBookSpec | null = null
  try {
    spec = named ? await ruleBookOf(named) : null
  } catch (e) {
    return { ok: false, message: `The rule book could not be loaded: ${said(e)}` }
  }
  const result = restorePack(data, (r) => (r === named ? spec : null))
  if (result.ok && expected !== undefined && result.pack.ruleset !== expected) {
    const title = (id: string) => rulesetManifest(id)?.title ?? id
    return { ok: false, message: `ruleset: this pack is for ${title(result.pack.ruleset)}; this is the ${title(expected)} rule book. Open the ${title(result.pack.ruleset)} rule book to import it` }
  }
  return result
}

/** A picked file: refused by its size BEFORE it is read, else read as readPackText does. Never throws. */
export async function readPackFile(file: Pick<File, 'name' | 'size' | 'text'>, expected?: string): Promise<PackResult> {
  const tooBig = packSizeProblem(file.size)
  if (tooBig) return { ok: false, message: tooBig }
  let content: string
  try {
    content = await file.text()
  } catch (e) {
    return { ok: false, message: `Could not read ${quote(file.name)}: ${said(e)}` }
  }
  return readPackText(content, expected)
}

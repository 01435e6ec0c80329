import { NAME_MAX, stripBidi } from '@/model/names'
import type { Json } from '@/model/types'

// The model's battle file names this file's types, and the model reaches no ruleset (src/model/noRulesetImport.test.ts):
// so nothing here imports src/db/records.ts (which lists the rulesets); an owner record is taken by its shape.

/** How an owner record is stored (HouseRuleRecord.kind in src/db/records.ts). */
export type PackRecordKind = 'table' | 'troopType' | 'houseRule'

/** The part of an owner record (src/db/records.ts HouseRuleRecord) that a pack carries, and its ruleset. */
export interface OwnerRecordLike extends PackRecord {
  readonly ruleset: string
}

/**
 * A rule-book pack (issue 24): one ruleset's owner-entered data (tables, counter values, forces,
 * commander tables) as one file, with who entered it and from which printing or play aid. Read only
 * through restorePack.ts; a battle file carries one as its optional `ruleBook`.
 */
export interface RuleBookPack {
  readonly format: typeof PACK_FORMAT
  readonly version: typeof PACK_VERSION
  readonly ruleset: string
  readonly exportedAt: number
  readonly provenance: PackProvenance
  readonly records: readonly PackRecord[]
}

/** Who made the pack and from what: shown in the import's review and kept on every record taken from it. */
export interface PackProvenance {
  /** Who entered the data ("Anna, Leiden club"). */
  readonly enteredBy: string
  /** The printing or play aid it was typed from ("2nd printing, play aid card B"). */
  readonly source: string
  readonly note?: string
}

/** One owner record as a pack carries it: its id is a rule-book entry's id (RuleBookEntry.id). */
export interface PackRecord {
  readonly id: string
  /** How it is stored (HouseRuleRecord.kind): the entry's `recordKind`. */
  readonly kind: PackRecordKind
  readonly name: string
  readonly data: Json
  /** The record's own provenance, as the owner who entered it wrote it. */
  readonly provenance: string
  readonly version: number
  readonly updatedAt: number
}

export const PACK_FORMAT = 'aide-de-camp.rule-book'
export const PACK_VERSION = 1

/** The longest `enteredBy` and `source` a pack holds (typed fields take NAME_MAX; room for what a club adds). */
export const PROVENANCE_FIELD_MAX = 4 * NAME_MAX
/** The longest pack note, and the longest provenance of one record. */
export const PROVENANCE_NOTE_MAX = 1000

/** What a pack says of who entered it, or of its source, when the owner left it blank (the export never waits for them). */
export const NOT_GIVEN = 'not given'

/** Who or what a pack names, or '' when it names nobody (blank, or "not given"): the review then says so in its own words. */
export function given(text: string): string {
  const t = text.trim()
  return t.toLowerCase() === NOT_GIVEN ? '' : t
}

const clean = (text: string, max: number) => stripBidi(text).trim().slice(0, max)

/** The provenance as it will be written: bidi controls stripped, trimmed, cut to the limits; an empty note left out. */
export function cleanProvenance(p: PackProvenance): PackProvenance {
  const note = p.note === undefined ? '' : clean(p.note, PROVENANCE_NOTE_MAX)
  return { enteredBy: clean(p.enteredBy, PROVENANCE_FIELD_MAX), source: clean(p.source, PROVENANCE_FIELD_MAX), ...(note ? { note } : {}) }
}

/**
 * A pack of `records` (those of `ruleset` only, in id order). The caller picks which records go in
 * (exportPack.ts: the rule book's entries that have readable data).
 */
export function toPackFile(ruleset: string, records: readonly OwnerRecordLike[], provenance: PackProvenance, now: number = Date.now()): RuleBookPack {
  const mine = records.filter((r) => r.ruleset === ruleset).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return {
    format: PACK_FORMAT,
    version: PACK_VERSION,
    ruleset,
    exportedAt: now,
    provenance: cleanProvenance(provenance),
    records: mine.map((r) => ({ id: r.id, kind: r.kind, name: r.name, data: r.data, provenance: r.provenance, version: r.version, updatedAt: r.updatedAt })),
  }
}

const slug = (text: string, max: number) => text
  .normalize('NFKD')
  .replace(/[\u0300-\u036f]/g, '')
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '-')
  .replace(/^-+|-+$/g, '')
  .slice(0, max)
  .replace(/-+$/, '')

/** A file name safe on every phone: "series-play-aid-card-b-2026-11-27.rule-book.json". */
export function packFileName(ruleset: string, provenance: Pick<PackProvenance, 'source'>, now: number = Date.now()): string {
  const day = new Date(now).toISOString().slice(0, 10)
  const parts = [slug(ruleset, 30) || 'rules', slug(provenance.source, 40), day].filter(Boolean)
  return `${parts.join('-')}.rule-book.json`
}

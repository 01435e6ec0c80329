/**
 * Mutants of rule-book packs (issue 24) for the pack fuzz: tests/packFuzz.spec.ts feeds them to the
 * Rule book screen's real import in the browser; src/rulebook/packFuzz.test.ts runs many more through the
 * same restorePack + diffPack in Node. The base packs are built from the rulesets' OWN rule books and
 * their own readers (a series Fire and Melee Table from a grid, waterloo counters and units from pasted
 * lines, 11–66 results, boardgame forces, a miniatures hits table, a wargaming house troop type), each
 * checked by its entry before it is used. Each mutant is a base pack with 1–3 mutations: the generic
 * ones of fuzzMutants.ts (a count past bounds, a hostile value anywhere, a key deleted, a list grown or
 * emptied, the text cut) and the pack's own (a record's id pointed at another entry, another ruleset or
 * nothing, a record doubled, the ruleset, format or version changed, provenance made hostile).
 * Replayable: the same seed gives the same mutants.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { mutants, random, type Played } from './fuzzMutants'
import { RULESET_IDS } from '../src/rulesets/list'

export interface PackMutant { readonly n: number; readonly ruleset: string; readonly what: string; readonly text: string }
/** A base pack: its ruleset, its text, and the ids of the entries it holds. */
export interface PackBase { readonly ruleset: string; readonly text: string; readonly entries: readonly string[] }

/** The base packs, one per ruleset, from tests/fixtures/packs/<ruleset>.rule-book.json. */
export function packFixtures(dir = 'tests/fixtures/packs'): PackBase[] {
  return readdirSync(dir).filter((f) => f.endsWith('.rule-book.json')).sort().map((f) => {
    const text = readFileSync(join(dir, f), 'utf8')
    const pack = JSON.parse(text) as { ruleset: string; records: { id: string }[] }
    return { ruleset: pack.ruleset, text: JSON.stringify(pack), entries: pack.records.map((r) => r.id) }
  })
}

type Node = Record<string, unknown> & { records?: Node[] }
const OTHER_IDS = ['series-fire-table', 'waterloo-counters', 'miniatures-hits', 'boardgame-forces-ligny', 'wargaming-house-troops', 'series-morale', '__proto__', 'constructor', '', 'x'.repeat(300)]
/** Ruleset names a pack is moved to: every ruleset the app knows, then unknown and hostile ones (a capitalised id too). */
const first = RULESET_IDS[0] ?? ''
const RULESETS = [...RULESET_IDS, 'chess', 'constructor', '__proto__', '', `${first.charAt(0).toUpperCase()}${first.slice(1)}`]
const HOSTILE = [null, 7, '', '\u202Eenna\u202C', 'x'.repeat(5000), [], {}, { enteredBy: 1 }]

/** One pack-specific mutation, said in a few words. */
function packMutation(file: Node, rng: ReturnType<typeof random>, entries: readonly string[]): string {
  const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null && !Array.isArray(x)
  const records = Array.isArray(file.records) ? file.records : null
  // An earlier mutation may have left a record that is no record (a string, null): then the mutation does nothing.
  const picked: unknown = records?.length ? records[rng.int(records.length)] : undefined
  const record = isNode(picked) ? picked : undefined
  switch (rng.int(8)) {
    case 0: { // a record's id pointed elsewhere
      if (!record) return 'nothing'
      const id = rng.int(2) ? rng.pick(entries) : rng.pick(OTHER_IDS)
      record.id = id
      return `a record's id = ${JSON.stringify(id).slice(0, 30)}`
    }
    case 1: { // a record doubled
      if (!records || !record) return 'nothing'
      records.push(JSON.parse(JSON.stringify(record)) as Node)
      return 'a record doubled'
    }
    case 2: file.ruleset = rng.pick(RULESETS); return `ruleset = ${JSON.stringify(file.ruleset)}`
    case 3: { const f = rng.pick(['aide-de-camp.battle', 'aide-de-camp.rule-book ', null, 'rule-book']); file.format = f; return `format = ${JSON.stringify(f)}` }
    case 4: { const v = rng.pick([0, 2, 1.5, '1', null, -1]); file.version = v; return `version = ${JSON.stringify(v)}` }
    case 5: { const p = rng.pick(HOSTILE); file.provenance = rng.int(2) || !isNode(file.provenance) ? p : { ...file.provenance, [rng.pick(['enteredBy', 'source', 'note'])]: p }; return 'provenance hostile' }
    case 6: { // a record's data swapped with another record's (right shape, wrong table)
      if (!records || records.length < 2 || !record) return 'nothing'
      const other: unknown = records[rng.int(records.length)]
      if (!isNode(other)) return 'nothing'
      ;[record.data, other.data] = [other.data, record.data]
      return 'two records swapped data'
    }
    default: { // a record's kind
      if (!record) return 'nothing'
      record.kind = rng.pick(['table', 'troopType', 'houseRule', 'forces', null])
      return `a record's kind = ${JSON.stringify(record.kind)}`
    }
  }
}

/**
 * `count` mutants of the base packs taken in turn: half through fuzzMutants' generic mutations (a
 * separate stream of the same seed), half through the pack's own, sometimes both.
 */
export function* packMutants(bases: readonly PackBase[], count: number, seed: number, from = 0): Generator<PackMutant> {
  const rng = random(seed)
  const played: Played[] = bases.map((b) => ({ ruleset: b.ruleset, text: b.text }))
  const generic = mutants(played, from + count, seed ^ 0x5bd1e995)
  for (let n = 0; n < from + count; n++) {
    const base = bases[n % bases.length]!
    const g = generic.next().value as { text: string; what: string } | undefined
    const how = rng.int(3) // 0: generic only, 1: pack only, 2: both
    let text = base.text
    const what: string[] = []
    if (how !== 1 && g) { text = g.text; what.push(g.what) }
    if (how !== 0) {
      let file: Node | null = null
      try { file = JSON.parse(text) as Node } catch { /* the generic mutation cut the text */ }
      if (file && typeof file === 'object' && !Array.isArray(file)) {
        for (let k = 1 + rng.int(2); k > 0; k--) what.push(packMutation(file, rng, base.entries))
        text = JSON.stringify(file)
      }
    }
    if (n >= from) yield { n, ruleset: base.ruleset, what: what.join('; '), text }
  }
}

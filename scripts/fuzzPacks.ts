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
import { mutants, random, type Played } from './fuzzMutants'
import { toPackFile } from '../src/rulebook/pack'
import type { HouseRuleRecord } from '../src/db/records'
import type { Json } from '../src/model/types'
import type { RuleBookSpec } from '../src/rulebook/types'

export interface PackMutant { readonly n: number; readonly ruleset: string; readonly what: string; readonly text: string }

const NOW = Date.UTC(2026, 10, 27)
const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as Json

/** Sample data per entry id, made by each ruleset's own readers (test values, not read from any rule book). */
async function samples(): Promise<Record<string, Record<string, Json>>> {
  const [seriesTables, counterLines, counters, forceLines, houseTroops] = await Promise.all([
    import('../src/rulesets/series/ownerTables'), import('../src/rulesets/waterloo/counterLines'), import('../src/rulesets/waterloo/counters'),
    import('../src/rulesets/waterloo/forceLines'), import('../src/rulesets/wargaming/houseTroops'),
  ])
  const { EMPTY_FORMATIONS_TABLE } = await import('../src/engine/series/formationsTable')
  const grid = (columns: string[], rows: [string, string[]][]) => ({ columns, rows: rows.map(([die, cells]) => ({ die, cells })) })
  const eleven = ['Chasse', 'Cooke', 'Kielmansegge', 'Alten', 'Bylandt', 'Saxe-Weimar'].map((n) => `${n} infantry 4 1 4 3 1 3`).join('\n')
  const counterRead = counterLines.readCounterLines(eleven)
  const forceRead = forceLines.readForceLines("Marcognet D'Erlon infantry 5 2 4 3 1 3\nCuirassiers Milhaud HC 4 1 5 3 1 4")
  const d66 = { entries: { 11: 'Hold', 12: 'Attack', 35: 'Attack if within 2 hexes', 66: 'Attack' } }
  const line = (side: string, name: string, type = 'line-infantry') => ({ side, type, name, elements: 4, general: '', sector: null })
  const forces = { units: [line('french', 'Bachelu'), line('french', 'Foy'), line('allied', 'Picton'), line('allied', 'Pack')] }
  return {
    series: {
      [seriesTables.FIRE_RECORD_ID]: json(seriesTables.fireTableFromGrid(grid(['1-3', '4-6', '7+'], [['1-2', ['-', '-', '*']], ['3-4', ['-', '*', '1']], ['5-6', ['*', '1', '2']]]), 'Anna')),
      [seriesTables.MELEE_RECORD_ID]: json(seriesTables.meleeTableFromGrid(grid(['1:1', '2:1', '3:1'], [['1-3', ['1/1', '1/0', '0/D1']], ['4-6', ['0/1', '0/D1', '0/D2']]]), 'Anna')),
      [seriesTables.FORMATIONS_RECORD_ID]: json(seriesTables.formationsTableWith(EMPTY_FORMATIONS_TABLE, 'infantry', 'square', 'morale', '+2')),
    },
    waterloo: {
      ...(counterRead.ok ? { 'waterloo-counters': json(counters.countersRecordOf(undefined, counterRead.entries, 'Anna', NOW).data) } : {}),
      ...(forceRead.ok ? { 'waterloo-order-of-battle': json({ units: forceRead.units }) } : {}),
      'waterloo-corps-activation': json(d66), 'waterloo-old-nosey': json(d66), 'waterloo-alte-vorwarts': json(d66),
    },
    miniatures: { 'miniatures-hits': json({ die: 'd6', rows: [{ from: 0, to: 4, hits: [0, 0, 1, 1, 1, 2] }, { from: 5, to: 9, hits: [0, 1, 1, 2, 2, 3] }], source: 'Anna, p. 14' }) },
    boardgame: { 'boardgame-forces-waterloo': json(forces), 'boardgame-forces-quatre-bras': json(forces), 'boardgame-forces-ligny': json(forces) },
    wargaming: {
      [houseTroops.HOUSE_TROOPS_ID]: json({ troops: [{ id: 'house-1', note: 'club rule', nation: 'Russian', arm: 'Infantry', troopType: 'Line Infantry', fireFactor: 3, meleeFactor: 4, moraleFactor: 3, controlFactor: 3, skirmish: false }] }),
    },
  }
}

export interface BasePack { readonly ruleset: string; readonly spec: RuleBookSpec; readonly text: string; readonly entries: readonly string[] }

/**
 * One pack per ruleset, of every entry whose sample its entry's check reads (an entry whose sample it
 * refuses is named in `skipped`, so a base never starts out refused). `specs` are the rulesets' rule books.
 */
export async function basePacks(specs: ReadonlyMap<string, RuleBookSpec>): Promise<{ packs: BasePack[]; skipped: string[] }> {
  const data = await samples()
  const packs: BasePack[] = []
  const skipped: string[] = []
  for (const [ruleset, spec] of specs) {
    const records: HouseRuleRecord[] = []
    for (const entry of spec.entries) {
      const sample = data[ruleset]?.[entry.id]
      if (sample === undefined) { skipped.push(`${entry.id}: no sample`); continue }
      try {
        const checked = entry.check(sample)
        records.push({ id: entry.id, ruleset: ruleset as HouseRuleRecord['ruleset'], kind: entry.recordKind, name: entry.title, data: checked, provenance: 'Entered by Anna from play aid B', version: 2, updatedAt: NOW })
      } catch (e) {
        skipped.push(`${entry.id}: ${e instanceof Error ? e.message : String(e)}`)
      }
    }
    if (records.length) packs.push({ ruleset, spec, entries: records.map((r) => r.id), text: JSON.stringify(toPackFile(ruleset, records, { enteredBy: 'Anna', source: 'play aid B' }, NOW)) })
  }
  return { packs, skipped }
}

type Node = Record<string, unknown> & { records?: Node[] }
const OTHER_IDS = ['series-fire-table', 'waterloo-counters', 'miniatures-hits', 'boardgame-forces-ligny', 'wargaming-house-troops', 'series-morale', '__proto__', 'constructor', '', 'x'.repeat(300)]
const RULESETS = ['series', 'waterloo', 'miniatures', 'boardgame', 'wargaming', 'chess', 'constructor', '__proto__', '', 'Series']
const HOSTILE = [null, 7, '', '\u202Eenna\u202C', 'x'.repeat(5000), [], {}, { enteredBy: 1 }]

/** One pack-specific mutation, said in a few words. */
function packMutation(file: Node, rng: ReturnType<typeof random>, entries: readonly string[]): string {
  const records = Array.isArray(file.records) ? file.records : null
  const record = records?.length ? records[rng.int(records.length)] : undefined
  switch (rng.int(8)) {
    case 0: { // a record's id pointed elsewhere
      if (!record || typeof record !== 'object') return 'nothing'
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
    case 5: { const p = rng.pick(HOSTILE); file.provenance = rng.int(2) ? p : { ...(file.provenance as object), [rng.pick(['enteredBy', 'source', 'note'])]: p }; return 'provenance hostile' }
    case 6: { // a record's data swapped with another record's (right shape, wrong table)
      if (!records || records.length < 2 || !record) return 'nothing'
      const other = records[rng.int(records.length)]!
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
export function* packMutants(bases: readonly BasePack[], count: number, seed: number, from = 0): Generator<PackMutant> {
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
      if (file && typeof file === 'object') {
        for (let k = 1 + rng.int(2); k > 0; k--) what.push(packMutation(file, rng, base.entries))
        text = JSON.stringify(file)
      }
    }
    if (n >= from) yield { n, ruleset: base.ruleset, what: what.join('; '), text }
  }
}

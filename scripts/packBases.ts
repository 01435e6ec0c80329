/**
 * The pack fuzz's base packs (issue 24), one per ruleset, built from the rulesets' OWN rule books and
 * their own readers (a series Fire and Melee Table from a grid, waterloo counters and units from pasted
 * lines, 11–66 results, boardgame forces, a miniatures hits table, a wargaming house troop type), each
 * entry's data checked by its entry. src/rulebook/packFuzz.test.ts checks tests/fixtures/packs/ still
 * holds them (FUZZ_WRITE_PACKS=1 writes them again), and the browser spec reads those files.
 */
import type { PackBase } from './fuzzPacks'
import { toPackFile } from '../src/rulebook/pack'
import type { HouseRuleRecord } from '../src/db/records'
import type { Json } from '../src/model/types'
import type { RuleBookSpec } from '../src/rulebook/types'

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

export interface BasePack extends PackBase { readonly spec: RuleBookSpec }

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

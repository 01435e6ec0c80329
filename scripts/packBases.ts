/**
 * The pack fuzz's base packs (issue 24), one per ruleset, built from the rulesets' OWN rule books and
 * their own readers (each ruleset's samples in its fixtures/packBase.ts), each entry's data checked
 * by its entry. src/rulebook/packFuzz.test.ts checks tests/fixtures/packs/ still
 * holds them (FUZZ_WRITE_PACKS=1 writes them again), and the browser spec reads those files.
 */
import type { PackBase } from './fuzzPacks'
import { toPackFile } from '../src/rulebook/pack'
import type { HouseRuleRecord } from '../src/db/records'
import type { Json } from '../src/model/types'
import type { RuleBookSpec } from '../src/rulebook/types'
import { RULESET_IDS } from '../src/rulesets/list'

const NOW = Date.UTC(2026, 10, 27)

/**
 * Sample data per ruleset and entry id, from each ruleset's own src/rulesets/<id>/fixtures/packBase.ts
 * (made by its own readers; test values, not read from any rule book).
 */
async function samples(): Promise<Record<string, Record<string, Json>>> {
  const each = await Promise.all(RULESET_IDS.map(async (id) => {
    const mod = (await import(`../src/rulesets/${id}/fixtures/packBase.ts`)) as { packSamples(now: number): Record<string, Json> }
    return [id, mod.packSamples(NOW)] as const
  }))
  return Object.fromEntries(each)
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

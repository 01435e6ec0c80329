import * as v from 'valibot'
import type { AdcDatabase } from '@/db/db'
import { HouseRuleRecordSchema, type HouseRuleRecord } from '@/db/records'
import { diffPack } from './diffPack'
import { exportPack } from './exportPack'
import type { RuleBookPack } from './pack'
import { ruleBookOf } from './registry'
import { restorePack } from './restorePack'

/**
 * A battle file's rule-book data (issue 24): on export the battle carries its ruleset's entries that have
 * data (the data its odds are computed with here); on import it is read as hostile as a pack, and offered
 * when it differs from the importing phone's. It never costs the battle: a bad part is set aside with a message.
 */

/** The provenance of a pack a battle file carries: the records inside keep their own. */
export const CARRIED_PROVENANCE = { enteredBy: 'the phone this battle was exported from', source: 'the rule-book data this battle was played with' } as const

/** What an import found in a battle file's `ruleBook`: a pack that differs from yours in `differing` entries, or why it was set aside. */
export type CarriedRuleBook =
  | { readonly ok: true; readonly pack: RuleBookPack; readonly differing: number }
  | { readonly ok: false; readonly message: string }

/** This phone's records of one ruleset that the store's schema reads. */
async function ownRecords(db: AdcDatabase, ruleset: string): Promise<HouseRuleRecord[]> {
  const raw = await db.houseRules.where('ruleset').equals(ruleset).toArray()
  return raw.flatMap((r) => { const p = v.safeParse(HouseRuleRecordSchema, r); return p.success ? [p.output] : [] })
}

/** The pack a battle of `ruleset` carries on export, or null when its ruleset has no rule book or nothing is filled in. */
export async function battleRuleBook(db: AdcDatabase, ruleset: string, now: number): Promise<RuleBookPack | null> {
  const spec = await ruleBookOf(ruleset)
  if (!spec) return null
  const out = exportPack(spec, ruleset, await ownRecords(db, ruleset), CARRIED_PROVENANCE, now)
  return out.ok ? out.pack : null
}

/**
 * A battle file's `ruleBook` as the importing phone reads it (after the battle itself is stored): null
 * when it holds nothing new for this phone; else the pack and how many entries differ, or why it was set aside.
 */
export async function carriedRuleBook(db: AdcDatabase, ruleset: string, raw: unknown): Promise<CarriedRuleBook | null> {
  const setAside = (why: string): CarriedRuleBook => ({ ok: false, message: `The battle was imported; the rule-book data it carries was set aside: ${why}` })
  try {
    const spec = await ruleBookOf(ruleset)
    const read = restorePack(raw, (id) => (id === ruleset ? spec : null))
    if (!read.ok) return setAside(`ruleBook.${read.message}`)
    if (read.pack.ruleset !== ruleset || !spec) return setAside(`ruleBook.ruleset: it is not this battle's ruleset (${ruleset})`)
    const diff = diffPack(spec, read.pack, await ownRecords(db, ruleset))
    const differing = diff.counts.new + diff.counts.changed
    return differing ? { ok: true, pack: read.pack, differing } : null
  } catch (e) {
    return setAside(e instanceof Error ? e.message.slice(0, 200) : 'it could not be read')
  }
}

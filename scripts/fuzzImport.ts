/**
 * The cheap Node side of the import fuzz: the restore path only (no screens), for volume and for finding
 * what to look at in the browser. Prints mutants, refused, accepted, refusals that name no field, and a
 * sample of accepted mutations. Run: FUZZ_COUNT=20000 FUZZ_SEED=1 npx vite-node scripts/fuzzImport.ts
 */
import { parseBattleFileText } from '@/model/restore'
import { KNOWN_RULESETS } from '@/rulesets/known'
import { mutants, playedBattles } from './fuzzMutants'

/** A refusal names the field: "actions[3].ops[0].unit.state.steps: …", "file: …", "This file is not JSON: …". */
export const NAMES_FIELD = /^(This file is not JSON|[\w$]+(\[\d+\]|\.[^\s:]+)*):\s/

const count = Number(process.env.FUZZ_COUNT ?? 2000)
const seed = Number(process.env.FUZZ_SEED ?? 1)
const started = Date.now()
let refused = 0
let unnamed = 0
const accepted: string[] = []
const byRuleset = new Map<string, number>()
for (const m of mutants(playedBattles(), count, seed)) {
  const r = parseBattleFileText(m.text, KNOWN_RULESETS)
  if (r.ok) {
    accepted.push(`${m.n} ${m.ruleset}: ${m.what}`)
    byRuleset.set(m.ruleset, (byRuleset.get(m.ruleset) ?? 0) + 1)
    continue
  }
  refused++
  if (!NAMES_FIELD.test(r.message) || r.message.length > 700) {
    unnamed++
    if (unnamed <= 5) console.log(`unnamed refusal of #${m.n}: ${r.message.slice(0, 200)}`)
  }
}
console.log(`mutants ${count}, refused ${refused} (${unnamed} naming no field), accepted ${accepted.length} ${JSON.stringify(Object.fromEntries(byRuleset))}, ${((Date.now() - started) / 1000).toFixed(1)} s`)
if (process.env.FUZZ_SHOW) for (const a of accepted.slice(0, Number(process.env.FUZZ_SHOW))) console.log(a)

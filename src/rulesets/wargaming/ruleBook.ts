import type { Json } from '@/model/types'
import type { RuleBookEntry, RuleBookSpec } from '@/rulebook/types'
import { checkHouseTroops, HOUSE_TROOPS_ID } from './houseTroops'

/** What RULES.md says of seed 004: "complete enough to implement every table as printed". Shown on the Rule book screen. */
export const EVERY_TABLE_PRINTED = 'The texts give every printed table (seed 004: fire, mêlée, morale, control, movement, national characteristics, leaders): nothing is missing.'

const fmt = (f: number | null) => (f === null ? '-' : String(f))

const houseTroops: RuleBookEntry = {
  id: HOUSE_TROOPS_ID,
  kind: 'table',
  recordKind: 'troopType',
  title: 'House troop types and changed factors',
  note: `${EVERY_TABLE_PRINTED} This entry carries your own troop types (the tables print no Russian or Prussian rows, ruling 12) and any printed row whose factors you changed, so a pack shares them with the club. Add or change them from a battle's Roster.`,
  check: (data) => JSON.parse(JSON.stringify(checkHouseTroops(data))) as Json,
  status(data) {
    const n = (() => { try { return data === undefined ? 0 : checkHouseTroops(data).troops.length } catch { return 0 } })()
    // Optional: none is complete (the texts lack nothing).
    return { filled: n, total: n, summary: '' }
  },
  lines: (data) => checkHouseTroops(data).troops.map((t) => ({
    key: `${t.nation}|${t.arm}|${t.troopType}`.toLowerCase(),
    label: `${t.nation} ${t.troopType} (${t.arm.toLowerCase()})`,
    text: `fire ${fmt(t.fireFactor)}, mêlée ${t.meleeFactor}, morale ${t.moraleFactor}, control ${t.controlFactor}, ${t.skirmish ? 'may skirmish' : 'no skirmish'}`,
  })),
  editor: () => import('./screens/HouseTroopsEntry.vue'),
}

/** seed 004 lacks no table (RULES.md): its rule book lists only the owner's house troop types, so packs carry them. */
export const ruleBook: RuleBookSpec = { entries: [houseTroops] }

import { BOARDGAME_SCENARIOS } from '@/engine/boardgame/scenarios'
import type { Json } from '@/model/types'
import type { RuleBookEntry, RuleBookSpec } from '@/rulebook/types'
import { checkForces, forcesCount, forcesLines, forcesRecordId, forcesSummary, HISTORICAL, type Historical } from './scenarioForces'

/** Where the text sends the owner for a historical scenario's deployment (seed 000, 13.1–13.3). */
export function deploymentNote(s: Historical): string {
  const d = BOARDGAME_SCENARIOS[s]
  return `seed 000, ${d.rule.section}: “${d.deployment}”. The units and where they stand are not in this text: enter each side's units from the Italian rules; starting the scenario loads them into the roster.`
}

function forcesEntry(s: Historical): RuleBookEntry {
  const d = BOARDGAME_SCENARIOS[s]
  return {
    id: forcesRecordId(s),
    kind: 'forces',
    recordKind: 'table',
    title: `${d.name} (${d.rule.section.split(' ')[0]}): forces`,
    note: deploymentNote(s),
    check: (data) => JSON.parse(JSON.stringify(checkForces(data))) as Json,
    status(data) {
      const f = (() => { try { return data === undefined ? null : checkForces(data) } catch { return null } })()
      const sides = f ? (['french', 'allied'] as const).filter((side) => { const c = forcesCount(f, side); return c.units + c.generals > 0 }).length : 0
      if (!f || sides === 0) return { filled: 0, total: 2, summary: `Not entered: the deployment is shown in the Italian rules (${d.rule.section})` }
      return { filled: sides, total: 2, summary: sides === 2 ? '' : forcesSummary(f) }
    },
    lines: (data) => forcesLines(checkForces(data)),
    editor: () => import('./screens/ForcesEditor.vue'),
  }
}

/**
 * What seed 000 lacks (issue 24): the three historical scenarios' forces, "as shown in the Italian rules" (13.1–13.3).
 * The hypothetical battles' forces and the reinforcements the text lists ship as typed data (scenarios/printedForces.ts).
 */
export const ruleBook: RuleBookSpec = { entries: HISTORICAL.map(forcesEntry) }

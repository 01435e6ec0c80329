import * as v from 'valibot'
import { check } from '@/engine/core/errors'
import type { TableUnit } from '@/engine/core/distance'
import { issueMessage, issuePath } from './issues'
import type { KnownRulesets } from './knownRulesets'
import { checkName } from './names'
import { rulesetSchemas } from './schema'
import type { BattleSetup, JsonRecord } from './types'

export interface NewBattleInput {
  name: string
  /** One of the app's ruleset ids (checked against the `rulesets` createSetup is given). */
  ruleset: string
  tableUnit?: TableUnit
  figureScale?: number
  scaleFactor?: number
  /** Table length of one hex in mm, for a hex ruleset played on a table; absent on the hex map. */
  hexMm?: number
  sides: readonly [{ name: string; nationality: string }, { name: string; nationality: string }]
  /** Rulings in force (RULES.md ids); the new-battle screen fills in the ruleset's defaults. */
  rulings?: JsonRecord
  options?: JsonRecord
}

/**
 * A new battle's setup, of one of `rulesets` (the app's, src/rulesets/known.ts). Throws RulesInputError
 * naming the field for empty names, an unknown ruleset and the like.
 */
export function createSetup(input: NewBattleInput, id: string, now: number, rulesets: Pick<KnownRulesets, 'ids' | 'stateVersion'>): BattleSetup {
  const name = checkName(input.name, 'name', 'the battle')
  check(rulesets.ids.includes(input.ruleset), 'unknown-value', 'ruleset', `ruleset: unknown rule system '${input.ruleset}'`)
  input.sides.forEach((side, i) =>
    checkName(side.name, `sides[${i}].name`, `side ${i + 1}`),
  )
  const [a, b] = input.sides
  const setup: BattleSetup = {
    id,
    name,
    ruleset: input.ruleset,
    createdAt: now,
    stateVersion: rulesets.stateVersion(input.ruleset) ?? 1,
    ...(input.tableUnit !== undefined ? { tableUnit: input.tableUnit } : {}),
    ...(input.figureScale !== undefined ? { figureScale: input.figureScale } : {}),
    ...(input.scaleFactor !== undefined ? { scaleFactor: input.scaleFactor } : {}),
    ...(input.hexMm !== undefined ? { hexMm: input.hexMm } : {}),
    sides: [
      { id: 'a', name: a.name.trim(), nationality: a.nationality.trim() },
      { id: 'b', name: b.name.trim(), nationality: b.nationality.trim() },
    ],
    rulings: input.rulings ?? {},
    options: input.options ?? {},
  }
  // The same schema every load uses: a figure scale of 0 or a bad table unit fails here, named.
  const parsed = v.safeParse(rulesetSchemas(rulesets.ids).BattleSetupSchema, setup)
  if (!parsed.success) {
    const first = parsed.issues[0]
    check(false, 'out-of-range', first ? issuePath(first) : 'setup', issueMessage(parsed.issues))
  }
  return setup
}

import { miniatures } from './miniatures'
import type { RulesetId, RulesetModule } from './ruleset'
import { wargaming } from './wargaming'

/**
 * Every ruleset the app implements, in the order they are offered. Screens, the quick reference,
 * the benchmark and tests enumerate this instead of importing each ruleset by hand.
 */
export const RULESETS: readonly RulesetModule[] = [wargaming, miniatures]

export function rulesetById(id: RulesetId): RulesetModule {
  const found = RULESETS.find((r) => r.id === id)
  if (!found) throw new Error(`Unknown ruleset "${id}"`)
  return found
}

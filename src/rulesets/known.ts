import type { KnownRulesets } from '@/model/knownRulesets'
import { RULESET_IDS, rulesetManifest } from './list'
import { checkUnitStates, migrateUnitStates } from './unitStates'

/**
 * The app's rulesets as the model asks for them (src/model/knownRulesets.ts). The model imports no
 * ruleset; the database and the stores hand it these for a new battle and for every restore.
 */
export const KNOWN_RULESETS: KnownRulesets = {
  ids: RULESET_IDS,
  stateVersion: (ruleset) => rulesetManifest(ruleset)?.unitState.version,
  migrateUnitStates,
  checkUnitStates,
}

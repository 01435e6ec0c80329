import { rulesetManifest } from '@/rulesets/list'
import type { BattleTab } from '@/rulesets/manifest'

export type { BattleTab } from '@/rulesets/manifest'

/**
 * The battle page's tabs: the Log first, then the ruleset's own tabs from its manifest, then the
 * quick reference and the rulings every ruleset has. A tab's component is loaded when first shown.
 */
export const LOG_TAB: BattleTab = { id: 'log', label: 'Log', component: () => import('./LogTab.vue') }
export const SHARED_TABS_AFTER: readonly BattleTab[] = [
  { id: 'reference', label: 'Tables', component: () => import('./ReferenceTab.vue') },
  { id: 'rulings', label: 'Rulings', component: () => import('./RulingsTab.vue') },
]

/** The tabs a battle of this ruleset shows, in bar order; an unknown ruleset gets the shared tabs only. */
export function tabsFor(ruleset: string): BattleTab[] {
  return [LOG_TAB, ...(rulesetManifest(ruleset)?.tabs ?? []), ...SHARED_TABS_AFTER]
}

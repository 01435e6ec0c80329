import type { Component } from 'vue'
import type { RulesetId } from '@/engine/ruleset'

/**
 * The battle page's tabs. Adding a tab is one line here; the component is loaded when first shown.
 * A tab reads and changes the open battle through `useBattleStore()` (state, log, dispatch, undo).
 */
export interface BattleTab {
  readonly id: string
  readonly label: string
  readonly component: () => Promise<Component | { default: Component }>
  /** Only for these rulesets; absent = every ruleset. */
  readonly rulesets?: readonly RulesetId[]
}

export const BATTLE_TABS: readonly BattleTab[] = [
  { id: 'log', label: 'Log', component: () => import('./LogTab.vue') },
  { id: 'turn', label: 'Turn', component: () => import('./wargaming/TurnTab.vue'), rulesets: ['wargaming'] },
  { id: 'combat', label: 'Combat', component: () => import('./wargaming/CombatTab.vue'), rulesets: ['wargaming'] },
  { id: 'roster', label: 'Roster', component: () => import('./wargaming/RosterTab.vue'), rulesets: ['wargaming'] },
  { id: 'ruler', label: 'Ruler', component: () => import('./wargaming/RulerTab.vue'), rulesets: ['wargaming'] },
  { id: 'reference', label: 'Reference', component: () => import('./wargaming/QuickReferenceTab.vue'), rulesets: ['wargaming'] },
  { id: 'units', label: 'Units', component: () => import('./miniatures/UnitsTab.vue'), rulesets: ['miniatures'] },
  { id: 'cards', label: 'Cards', component: () => import('./miniatures/CardsTab.vue'), rulesets: ['miniatures'] },
  { id: 'fire', label: 'Fire', component: () => import('./miniatures/FireTab.vue'), rulesets: ['miniatures'] },
  { id: 'hits', label: 'Hits table', component: () => import('./miniatures/HitsTableTab.vue'), rulesets: ['miniatures'] },
  { id: 'rulings', label: 'Rulings', component: () => import('./RulingsTab.vue') },
]

/** The tabs a battle of this ruleset shows, in bar order. */
export function tabsFor(ruleset: RulesetId, tabs: readonly BattleTab[] = BATTLE_TABS): BattleTab[] {
  return tabs.filter((t) => !t.rulesets || t.rulesets.includes(ruleset))
}

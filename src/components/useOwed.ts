import { computed, ref } from 'vue'
import type { Unit } from '@/model/types'
import type { UnitBadge } from '@/rulesets/manifest'
import { owedTests, type OwedTest } from '@/rulesets/owed'
import { useBattleStore } from '@/stores/battle'

/**
 * What was last newly owed, in words ("Now owed: 92nd Foot: morale test"), for the battle page's polite live
 * region: outside every screen, so a screen's own text stays what the battle is.
 */
export const owedNews = ref('')

/**
 * The open battle's owed tests and unit badges, for any ruleset: the list is folded from the log,
 * the badges come from the ruleset's battle aid (none when it gives no `unitBadges`).
 */
export function useOwed() {
  const battle = useBattleStore()
  const aid = computed(() => battle.aid)
  const owed = computed<OwedTest[]>(() => owedTests(battle.log))
  function badgesOf(unit: Unit): UnitBadge[] {
    const f = aid.value?.unitBadges
    return f && battle.state ? f(unit, { state: battle.state, actions: battle.log, owed: owed.value }) : []
  }
  /** The owed test a screen was opened for (route query `owed`), if it is still owed. */
  const find = (id: unknown): OwedTest | null => (typeof id === 'string' ? owed.value.find((t) => t.id === id) ?? null : null)
  return { battle, aid, owed, badgesOf, find }
}

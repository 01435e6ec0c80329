import { computed, ref } from 'vue'
import { effectiveActions } from '@/model/fold'
import { useBattleStore } from '@/stores/battle'

/**
 * A Log or Apply button that has written its action stays disabled until its draft changes (another unit, input or
 * table) or that action is undone: one tap logs once (issue 21, "Log the test can be tapped twice, and logs twice").
 */
export function useOnce(draft: () => unknown) {
  const battle = useBattleStore()
  const logged = computed(() => effectiveActions(battle.log).length)
  const key = computed(() => JSON.stringify(draft() ?? null))
  const at = ref<{ key: string; n: number } | null>(null)
  const used = computed(() => at.value !== null && at.value.key === key.value && logged.value >= at.value.n)
  async function once(go: () => Promise<boolean>): Promise<boolean> {
    if (used.value) return false
    const k = key.value
    const ok = await go()
    if (ok) at.value = { key: k, n: logged.value }
    return ok
  }
  return { used, once }
}

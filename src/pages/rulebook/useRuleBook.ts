import { computed, onMounted, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { ruleBookOf } from '@/rulebook/registry'
import type { RuleBookSpec } from '@/rulebook/types'
import { rulesetManifest } from '@/rulesets/list'
import { useOwnerRecordsStore } from '@/stores/ownerRecords'
import { entryState } from './entryState'

/**
 * One ruleset's rule book for a screen: its spec (undefined while loading, null when the ruleset lists
 * nothing yet), each entry's state from the owner's records (loaded on mount), and a load problem.
 */
export function useRuleBook(ruleset: MaybeRefOrGetter<string>) {
  const records = useOwnerRecordsStore()
  const manifest = computed(() => rulesetManifest(toValue(ruleset)))
  const spec = shallowRef<RuleBookSpec | null | undefined>(undefined)
  const loadProblem = shallowRef<string | null>(null)
  watch(manifest, async (m) => {
    spec.value = undefined
    loadProblem.value = null
    if (!m) { spec.value = null; return }
    try {
      const s = await ruleBookOf(m.id)
      // Each entry's own check is how the owner-records store tells a damaged record (Repair / Remove on the entry).
      for (const e of s?.entries ?? []) records.readWith(m.id, e.id, (r) => e.check(r.data))
      if (manifest.value === m) spec.value = s
    } catch (e) {
      loadProblem.value = `The rule book could not be loaded: ${e instanceof Error ? e.message : String(e)}`
      spec.value = null
    }
  }, { immediate: true })
  onMounted(() => { if (!records.loaded) void records.load() })
  const recordOf = (id: string) => records.records.find((r) => r.id === id && r.ruleset === manifest.value?.id)
  const states = computed(() => (spec.value?.entries ?? []).map((e) => entryState(e, recordOf(e.id))))
  return { manifest, spec, states, loadProblem, recordOf }
}

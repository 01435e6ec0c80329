import { computed } from 'vue'
import { ALLOWED, type Verdict } from '@/engine/core/sequence'
import { phaseOf, type SeriesQuestion } from '@/engine/series/sequence'
import { useBattleStore } from '@/stores/battle'
import { askSeries, seriesState } from '@/rulesets/series/sequence'

/** The sequence of play as the screens ask it: the verdict for an action now, and the phase (no screen decides a rule). */
export function useSeriesSequence() {
  const battle = useBattleStore()
  const state = computed(() => (battle.state ? seriesState(battle.state, battle.log) : null))
  const phase = computed(() => (state.value ? phaseOf(state.value) : 'charge'))
  const ask = (q: SeriesQuestion): Verdict => (battle.state ? askSeries(battle.state, battle.log, q) : ALLOWED)
  return { battle, state, phase, ask }
}

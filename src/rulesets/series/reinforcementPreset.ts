import { ref } from 'vue'
import type { ReinforcementForm } from './reinforcementState'

/**
 * A schedule entry another screen pre-fills (18.5: a corps that did not deploy): the reinforcement schedule opens
 * its form with it. Screen state only, never an action; the entry becomes one when the owner adds it.
 */
export const reinforcementPreset = ref<ReinforcementForm | null>(null)

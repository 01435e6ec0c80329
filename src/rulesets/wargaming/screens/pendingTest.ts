import { shallowRef } from 'vue'
import type { MoraleSituationInput } from '@/rulesets/wargaming/moraleInput'

/** A test another screen asks the Combat tab to open, pre-filled (morale after fire or a leader's death, control after a mêlée). */
export type PendingTest =
  | { kind: 'morale'; unitIds: string[]; reasons: string[]; situation: Partial<MoraleSituationInput> }
  | { kind: 'control'; unitIds: string[]; reasons: string[]; inMelee?: boolean; roundsWonThisTurn?: number }

export const pendingTest = shallowRef<PendingTest | null>(null)

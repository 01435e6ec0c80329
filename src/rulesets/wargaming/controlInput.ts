import type { ActionDraft } from '@/model/actionDraft'
import type { ControlInput, ControlOutcome } from '@/engine/wargaming/control'
import { afterControl } from '@/engine/wargaming/procedures'
import type { BattleState, DiceRecord, Unit } from '@/model/types'
import { withConsequences } from './consequenceOps'
import { unitState } from './turnState'

/** What the players say about the unit's surroundings for a control test (seed 004, Control: Procedure). */
export type ControlSituation = Omit<ControlInput, 'controlFactor' | 'tired' | 'exhausted'>

/** The control calculator's input: the unit's control factor and fatigue from its state, the rest as said. */
export function controlInputFrom(u: Unit, sit: ControlSituation): ControlInput {
  const s = unitState(u)
  return { ...sit, controlFactor: s.controlFactor, tired: s.fatigue === 'tired', exhausted: s.fatigue === 'exhausted' }
}

/** One action: the control result and what follows it (engine afterControl): reform, a retire owed, a pursuit said. */
export function controlApplied(state: BattleState, unitId: string, result: ControlOutcome, dice: DiceRecord): ActionDraft {
  const u = state.units[unitId]!
  const s = unitState(u)
  const c = afterControl({ unit: { id: u.id, arm: s.arm, horse: /horse/i.test(s.troopType ?? ''), order: s.order }, result: result.outcome })
  const draft: ActionDraft = { kind: 'control.applied', label: `${u.name}: control ${result.outcome} (score ${result.score})`, ops: [], by: u.side, dice, detail: { unit: u.name, unitId: u.id, score: result.score, outcome: result.outcome, text: result.text, working: result.working.map((w) => `${w.label} ${w.value}`) } }
  return withConsequences(state, draft, c)
}

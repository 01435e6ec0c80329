import type { ActionDraft } from '@/model/actionDraft'
import type { ControlInput, ControlOutcome } from '@/engine/wargaming/control'
import type { BattleState, DiceRecord, Op, Unit } from '@/model/types'
import { unitState } from './turnState'

/** What the players say about the unit's surroundings for a control test (seed 004, Control: Procedure). */
export type ControlSituation = Omit<ControlInput, 'controlFactor' | 'tired' | 'exhausted'>

/** The control calculator's input: the unit's control factor and fatigue from its state, the rest as said. */
export function controlInputFrom(u: Unit, sit: ControlSituation): ControlInput {
  const s = unitState(u)
  return { ...sit, controlFactor: s.controlFactor, tired: s.fatigue === 'tired', exhausted: s.fatigue === 'exhausted' }
}

/** One action: the control result; "Reform…" results make an unformed unit formed again (seed 004, Control: Results). */
export function controlApplied(state: BattleState, unitId: string, result: ControlOutcome, dice: DiceRecord): ActionDraft {
  const u = state.units[unitId]!
  const reform = result.outcome === 'Reform and act freely' || result.outcome === 'Reform, may not advance'
  const ops: Op[] = reform && unitState(u).order === 'unformed' ? [{ op: 'unit.patch', id: u.id, state: { order: 'formed' } }] : []
  return { kind: 'control.applied', label: `${u.name}: control ${result.outcome} (score ${result.score})`, ops, by: u.side, dice, detail: { unit: u.name, unitId: u.id, score: result.score, outcome: result.outcome, text: result.text, working: result.working.map((w) => `${w.label} ${w.value}`) } }
}

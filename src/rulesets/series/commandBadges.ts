import type { UnitBadge } from '@/rulesets/manifest'
import type { BattleState, Json, Unit } from '@/model/types'
import { enteredOnTurn } from './reinforcementState'

/**
 * The badges of command radius (17.2) and rout (16.5), read straight from the battle with no engine import (the
 * manifest's badge hook loads with the battle list): the full readers are commandRadius.ts and unitRout.ts.
 */
type Obj = Readonly<Record<string, Json | undefined>>
const obj = (x: Json | undefined): Obj | null => (typeof x === 'object' && x !== null && !Array.isArray(x) ? x : null)

export function commandBadges(state: BattleState, u: Unit): UnitBadge[] {
  const out: UnitBadge[] = []
  const turn = obj(state.battle.turn)?.number ?? 1
  const r = obj(obj(state.battle.radius)?.[u.id])
  // 13.0: reinforcements are in command the turn they enter, whatever a count said.
  if (turn !== 1 && r && r.turn === turn && r.inCommand === false && !(typeof turn === 'number' && enteredOnTurn(state, u.id, turn))) out.push({ label: 'out of command', tone: 'bad' })
  const marker = obj(state.battle.rout)?.[u.id]
  const s = u.state
  if (obj(state.setup.options.advanced)?.rout === true && typeof marker === 'number' && s.status === 'active' && s.formation === 'disorganized' && s.disorganizedAtTurn === marker)
    out.push({ label: 'routed', tone: 'bad' })
  return out
}

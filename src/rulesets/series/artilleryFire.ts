import { RulesInputError } from '@/engine/core'
import type { FireResult } from '@/engine/series/fire'
import { fireValue, type FireInput } from '@/engine/series/fireValue'
import { artilleryLossRuleApplies, systemAHalfLoss, type RandomLossesInput, type RandomLossesResult } from '@/engine/series/optional/artilleryLosses'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, DiceRecord, JsonRecord, Op, Unit } from '@/model/types'
import { withOwes, type OwedSpec } from '@/rulesets/owed'
import { leaderCasualtyOwed, lossOps, moraleOwed, s } from './lossOps'
import { seriesOptions } from './options'
import { asJson, combatState, leadersWith, stackOf } from './unitState'

/**
 * Optional rule 16.2 after a fire: enemy artillery firing on unlimbered artillery (in a combined fire, only when
 * the guns give half the fire value or more). System A tallies half-losses (a bar, then the cross that is the
 * step); System B rolls a die per loss, 1-3 effective. Stacked on infantry, the first loss is the guns', the
 * rest the infantry's. "In all cases, the artillery checks morale." Applied with the fire as ONE action.
 */
export interface ArtilleryLossCase {
  readonly system: 'A' | 'B'
  readonly gun: Unit
  /** The infantry the guns stand on, which takes the remaining losses. */
  readonly infantry: Unit | null
}

/** 16.2 B takes 1 to 3 losses: the fire's steps, at most 3. */
export const randomLossesInput = (c: ArtilleryLossCase, steps: number): RandomLossesInput => ({ lossesRequired: Math.min(3, steps), ...(c.infantry ? { stackedOnInfantry: true } : {}) })

/** Whether 16.2 applies to this fire, and how; null when it does not (rule off, no guns firing, target not unlimbered guns on top, through a flank or rear). */
export function artilleryLossCase(state: BattleState, firers: readonly Unit[], target: Unit, input: FireInput | null): ArtilleryLossCase | null {
  const system = seriesOptions(state.setup).advanced.artilleryLosses
  if (system === 'off' || !input || (input.direction ?? 'front') !== 'front') return null
  if (!firers.some((u) => combatState(u).type === 'artillery')) return null
  const stack = stackOf(state, target)
  const gun = stack[0]!
  if (combatState(gun).type !== 'artillery' || combatState(gun).formation !== 'unlimbered') return null
  try {
    const fv = fireValue(input)
    if (!artilleryLossRuleApplies(Math.min(fv.artilleryValue, fv.fireValue), fv.fireValue)) return null
  } catch (e) {
    if (e instanceof RulesInputError) return null
    throw e
  }
  return { system, gun, infantry: stack.slice(1).find((u) => combatState(u).type === 'infantry') ?? null }
}

/** System A: each loss the guns take is a half-loss; two make the cross, a step (the bar kept in unit state `halfLoss`). */
function halfLosses(gun: Unit, losses: number): { stepsLost: number; halfLoss: boolean } {
  let pending = gun.state.halfLoss === true
  let stepsLost = 0
  for (let k = 0; k < losses; k++) {
    const r = systemAHalfLoss(pending)
    pending = r.halfLossPending
    if (r.stepLost) stepsLost++
  }
  return { stepsLost, halfLoss: pending }
}

export function artilleryFireDraft(state: BattleState, firers: readonly Unit[], c: ArtilleryLossCase, r: FireResult, dice: DiceRecord | undefined, input: JsonRecord,
  random?: { result: RandomLossesResult; dice?: DiceRecord }): ActionDraft {
  const steps = r.outcome.steps
  const gunShare = c.infantry ? Math.min(1, steps) : steps
  const toInfantry = steps - gunShare
  const g = combatState(c.gun)
  let gunLost: number
  let says: string
  const ops: Op[] = []
  if (c.system === 'A') {
    const h = halfLosses(c.gun, gunShare)
    gunLost = Math.min(g.steps, h.stepsLost)
    says = `16.2 A: ${s(gunShare, 'half-loss')}${gunLost ? `, ${s(gunLost)} lost` : ''}${h.halfLoss ? ', a bar on the loss sheet' : ''}`
    ops.push({ op: 'unit.patch', id: c.gun.id, state: asJson({ halfLoss: h.halfLoss }) })
  } else {
    gunLost = Math.min(g.steps, random?.result.outcome ?? 0)
    const rolled = Math.min(3, gunShare)
    says = `16.2 B: ${gunLost} of ${rolled} ${rolled === 1 ? 'loss' : 'losses'} effective`
  }
  const infantryLost = c.infantry ? Math.min(combatState(c.infantry).steps, c.system === 'B' ? random?.result.infantryLosses ?? toInfantry : toInfantry) : 0
  const losses = [...(gunLost ? [{ unit: c.gun.id, name: c.gun.name, steps: gunLost, eliminated: gunLost >= g.steps }] : []),
    ...(c.infantry && infantryLost ? [{ unit: c.infantry.id, name: c.infantry.name, steps: infantryLost, eliminated: infantryLost >= combatState(c.infantry).steps }] : [])]
  ops.push(...lossOps(state, losses))
  const gunGone = gunLost >= g.steps
  const checker = gunGone ? c.infantry : c.gun
  const owes: OwedSpec[] = checker ? [moraleOwed(checker, { purpose: 'fire', direction: 'front', reason: `fired upon by artillery: the artillery checks morale in all cases (16.2 ${c.system})` })] : []
  if (losses.some((l) => l.steps >= 2)) for (const l of leadersWith(state, c.gun)) owes.push(leaderCasualtyOwed(l, 'the stack lost 2 or 3 steps in one fire attack (14.5)'))
  const words = losses.map((l) => `${l.name} ${l.steps === 1 ? 'loses 1 step' : `loses ${l.steps} steps`}${l.eliminated ? ' (eliminated)' : ''}`)
  const allDice: DiceRecord | undefined = random?.dice ? { source: dice?.source === 'physical' || random.dice.source === 'physical' ? 'physical' : 'app', dice: [...(dice?.dice ?? []), ...random.dice.dice] } : dice
  return withOwes({
    kind: 'fire.applied', by: firers[0]?.side,
    label: `${firers.map((f) => f.name).join(' and ')} fire${firers.length === 1 ? 's' : ''} at ${c.gun.name} (fire value ${r.fireValue}): ${s(steps)} required — ${says}${words.length ? `; ${words.join(', ')}` : ''}`,
    ops, dice: allDice, detail: { input, firerIds: firers.map((f) => f.id), targetId: c.gun.id, steps, artilleryLosses: c.system, gunSteps: gunLost, infantrySteps: infantryLost },
  }, owes)
}

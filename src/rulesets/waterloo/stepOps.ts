import { check } from '@/engine/core'
import { rally, stepCondition, takeStepLosses } from '@/engine/waterloo/stepTrack'
import type { ActionDraft } from '@/model/actionDraft'
import type { Op, Unit } from '@/model/types'
import { withOwes, type OwedSpec } from '@/rulesets/owed'
import { panicOwed, retreatOwed } from './owedSpecs'
import { asJson, wlState } from './unitState'

/** The step track in words (seed 002, A-2a): "Fresh", "Fresh + Shaken", … "Battleworn + Disrupted"; "eliminated". */
export function conditionWords(losses: number, eliminated = false): string {
  if (eliminated) return 'eliminated'
  const c = stepCondition(losses)
  return c.marker === 'none' ? c.side : `${c.side} + ${c.marker}`
}

export interface LossEffects {
  readonly op: Op
  readonly owes: OwedSpec[]
  readonly after: number
  readonly words: string
}

/** Step Losses on one unit: its patch and what they leave owed (Panic Test, late-loss retreat; a Detachment eliminated). */
export function lossEffects(unit: Unit, count: number, rulings: Readonly<Record<string, unknown>>, detachment: boolean): LossEffects {
  const s = wlState(unit)
  const r = takeStepLosses(s.stepLosses, count, { detachment, rulings })
  const owes: OwedSpec[] = []
  if (r.panicTest && !r.eliminated) owes.push(panicOwed(unit))
  if (r.retreatHexes > 0) owes.push(retreatOwed(unit, r.retreatHexes, 'seed 002, A-2a: each Step Loss from the 6th on (ruling 16)'))
  return {
    op: { op: 'unit.patch', id: unit.id, state: asJson({ stepLosses: r.after, ...(r.eliminated ? { eliminated: true } : {}) }) },
    owes, after: r.after, words: conditionWords(r.after, r.eliminated),
  }
}

/** +n Step Losses by hand (forced march, retreat through enemy ZOC…): one action. */
export function stepLossDraft(unit: Unit, n: number, why: string, rulings: Readonly<Record<string, unknown>>, detachment: boolean): ActionDraft {
  check(!wlState(unit).eliminated, 'not-allowed-together', 'unit', `${unit.name} is eliminated.`)
  check(Number.isInteger(n) && n >= 1, 'out-of-range', 'count', 'Step Losses: 1 or more.')
  const e = lossEffects(unit, n, rulings, detachment)
  return withOwes({ kind: 'wl.steps', by: unit.side, label: `${unit.name}: +${n} Step Loss${n === 1 ? '' : 'es'}${why ? ` (${why})` : ''}: ${e.words}`, ops: [e.op] }, e.owes)
}

/** seed 002, F-3 Rally: one marker off (Disrupted → Shaken, Shaken removed); ruling 43 from 6 losses. */
export function rallyDraft(unit: Unit, rulings: Readonly<Record<string, unknown>>): ActionDraft {
  const s = wlState(unit)
  check(!s.eliminated, 'not-allowed-together', 'unit', `${unit.name} is eliminated.`)
  const after = rally(s.stepLosses, rulings)
  check(after !== s.stepLosses, 'not-allowed-together', 'unit', `${unit.name} has no marker to rally off (a Battleworn unit never flips back).`)
  return { kind: 'wl.rally', by: unit.side, label: `${unit.name} rallies: ${conditionWords(after)}`, ops: [{ op: 'unit.patch', id: unit.id, state: asJson({ stepLosses: after }) }] }
}

/** Taken off the map (a Retreat it cannot make, or by the owner's judgement). */
export function eliminateDraft(unit: Unit, why: string): ActionDraft {
  check(!wlState(unit).eliminated, 'not-allowed-together', 'unit', `${unit.name} is eliminated already.`)
  return { kind: 'wl.eliminated', by: unit.side, label: `${unit.name} eliminated${why ? ` (${why})` : ''}`, ops: [{ op: 'unit.patch', id: unit.id, state: asJson({ eliminated: true }) }] }
}

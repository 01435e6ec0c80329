import * as v from 'valibot'
import { check, RulesInputError } from '@/engine/core'
import type { FireInput, FireValueModifier } from '@/engine/series/fireValue'
import { fireValue } from '@/engine/series/fireValue'
import { fireBeyondVoltigeurs, VOLTIGEUR_FIREPOWER, voltigeursAllowed, type VoltigeurUnit } from '@/engine/series/optional/voltigeurs'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, JsonRecord, Unit } from '@/model/types'
import { seriesOptions } from './options'
import { combatState, stackOf } from './unitState'

/**
 * seed 001, 16.1 Voltigeurs (optional rule). The battle keeps, by unit id, the voltigeurs the unit has out and
 * whether its owner marked it militia (militia, Archduke Charles Legion, Landwehr: none) in
 * `battle.voltigeurs[unitId]`, read through a schema, a bad record ignored. Each + / − is one undoable action.
 */
export interface VoltigeurRecord { readonly deployed: number; readonly militia?: boolean }

const RecordSchema = v.object({ deployed: v.pipe(v.number(), v.integer(), v.minValue(0)), militia: v.optional(v.boolean()) })

export const usesVoltigeurs = (state: BattleState): boolean => seriesOptions(state.setup).advanced.voltigeurs

export function voltigeurRecords(state: Pick<BattleState, 'battle'>): Record<string, VoltigeurRecord> {
  const all = state.battle.voltigeurs
  if (typeof all !== 'object' || all === null || Array.isArray(all)) return {}
  return Object.fromEntries(Object.entries(all).flatMap(([id, r]) => {
    const p = v.safeParse(RecordSchema, r)
    return p.success ? [[id, p.output]] : []
  }))
}

export const voltigeursOf = (state: Pick<BattleState, 'battle'>, u: Unit): VoltigeurRecord => voltigeurRecords(state)[u.id] ?? { deployed: 0 }

const ENGINE_FORMATIONS = ['line', 'column', 'general-order', 'square', 'disorganized'] as const

/** The unit as 16.1 reads it: formation, light (printed range 2), militia (owner's mark), steps left, top of its stack. */
export function voltigeurUnitOf(state: BattleState, u: Unit): VoltigeurUnit | null {
  const s = combatState(u)
  const formation = ENGINE_FORMATIONS.find((f) => f === s.formation)
  if (s.type !== 'infantry' || s.status !== 'active' || formation === undefined) return null
  return { formation, light: s.fireRange === 2, militia: voltigeursOf(state, u).militia === true, stepsLeft: s.steps, topOfStack: stackOf(state, u)[0]?.id === u.id }
}

/** 16.1: how many the unit may have out now (0 for a unit that is not infantry in a formation that deploys). */
export const voltigeursMayDeploy = (state: BattleState, u: Unit): number => {
  const vu = voltigeurUnitOf(state, u)
  return vu ? voltigeursAllowed(vu) : 0
}

/** Why the unit may not deploy one more, in the rules' words (16.1); null when it may. */
export function refusalOf(state: BattleState, u: Unit): string | null {
  const vu = voltigeurUnitOf(state, u)
  const out = voltigeursOf(state, u).deployed
  if (vu === null) return 'Almost every infantry unit can deploy voltigeurs: not this one (16.1).'
  if (vu.formation === 'disorganized' || vu.formation === 'square' || vu.militia) return 'A disorganized unit, a unit in square, or a militia unit cannot deploy any (16.1).'
  if (!vu.topOfStack) return 'Only the upper unit of the stack can deploy voltigeurs (16.1).'
  if (out < voltigeursAllowed(vu)) return null
  if (vu.stepsLeft < voltigeursAllowed({ ...vu, stepsLeft: Number.MAX_SAFE_INTEGER })) return 'A unit cannot deploy more voltigeurs than the number of losses step they have left (16.1).'
  return vu.light
    ? 'The light infantry can deploy three (16.1).'
    : 'A line infantry in column or in general order can deploy one voltigeur, a line infantry in line two (16.1).'
}

const patch = (state: BattleState, u: Unit, r: VoltigeurRecord): JsonRecord => ({ voltigeurs: { ...voltigeurRecords(state), [u.id]: { ...r } } as JsonRecord })

function on(state: BattleState): void {
  check(usesVoltigeurs(state), 'not-allowed-together', 'voltigeurs', 'Voltigeurs are an optional rule (16.1): turn it on in Options first.')
}

/** 16.1: one more voltigeur out ("To deploy and reintegrate voltigeurs does not cost any MP"); one action. */
export function deployVoltigeurDraft(state: BattleState, u: Unit): ActionDraft {
  on(state)
  const why = refusalOf(state, u)
  check(why === null, 'not-allowed-together', 'voltigeurs', why ?? '')
  const r = voltigeursOf(state, u)
  const n = r.deployed + 1
  return { kind: 'unit.voltigeurs', by: u.side, detail: { unitId: u.id, deployed: n },
    ops: [{ op: 'battle.patch', patch: patch(state, u, { ...r, deployed: n }) }],
    label: `${u.name} deploys a voltigeur in a free adjacent front hex (16.1): ${n} out` }
}

/** 16.1: one voltigeur back into its mother unit; one action. */
export function reintegrateVoltigeurDraft(state: BattleState, u: Unit): ActionDraft {
  on(state)
  const r = voltigeursOf(state, u)
  check(r.deployed > 0, 'out-of-range', 'voltigeurs', `${u.name} has no voltigeur out to reintegrate (16.1).`)
  const n = r.deployed - 1
  return { kind: 'unit.voltigeurs', by: u.side, detail: { unitId: u.id, deployed: n },
    ops: [{ op: 'battle.patch', patch: patch(state, u, { ...r, deployed: n }) }],
    label: `${u.name} reintegrates a voltigeur (16.1): ${n} out` }
}

/** The owner's mark: militia, Archduke Charles Legion or Landwehr (16.1: "cannot deploy any"); one action. */
export function militiaDraft(state: BattleState, u: Unit, militia: boolean): ActionDraft {
  on(state)
  const r = voltigeursOf(state, u)
  check(!militia || r.deployed === 0, 'not-allowed-together', 'militia', `Reintegrate ${u.name}'s voltigeurs first: a militia unit cannot deploy any (16.1).`)
  return { kind: 'unit.voltigeurs', by: u.side, detail: { unitId: u.id, militia },
    ops: [{ op: 'battle.patch', patch: patch(state, u, { ...r, militia }) }],
    label: `${u.name} ${militia ? 'is' : 'is not'} militia (16.1)` }
}

/** The two fire choices of 16.1 (both off when absent). */
export interface VoltigeurFireChoices {
  /** "one (only) can be added to a regular fire". */
  voltigeurAdds?: boolean
  /** "Fire on a unit beyond a voltigeur is made with a negative of 1". */
  beyondVoltigeurs?: boolean
}

export const VOLTIGEUR_ADDS_LABEL = `a voltigeur adds its ${VOLTIGEUR_FIREPOWER} to this fire (16.1)`
export const BEYOND_LABEL = 'target beyond voltigeurs: −1 (16.1)'
export const BEYOND_AT_ONE_LABEL = 'target beyond voltigeurs: the value was already 1, not modified (16.1)'

/**
 * 16.1 in the fire calculator's input: a voltigeur's 1 added first, then "a negative of 1" on the final fire
 * value (once however many voltigeurs; none when it is already 1), as fire-value lines citing 16.1.
 */
export function withVoltigeurs(state: BattleState, c: VoltigeurFireChoices, input: FireInput): FireInput {
  if (!usesVoltigeurs(state) || (!c.voltigeurAdds && !c.beyondVoltigeurs)) return input
  const lines: FireValueModifier[] = [...(input.fireValueModifiers ?? [])]
  if (c.voltigeurAdds) lines.push({ label: VOLTIGEUR_ADDS_LABEL, value: VOLTIGEUR_FIREPOWER })
  if (c.beyondVoltigeurs) {
    let before: number
    try {
      before = fireValue({ ...input, fireValueModifiers: lines }).fireValue
    } catch (e) {
      if (e instanceof RulesInputError) return { ...input, fireValueModifiers: lines }
      throw e
    }
    const change = fireBeyondVoltigeurs(before) - before
    lines.push({ label: change === 0 ? BEYOND_AT_ONE_LABEL : BEYOND_LABEL, value: change })
  }
  return { ...input, fireValueModifiers: lines }
}

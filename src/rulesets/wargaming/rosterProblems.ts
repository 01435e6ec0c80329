import { RulesInputError } from '@/engine/core/errors'
import { checkName } from '@/model/names'
import { BASES_LIMITS, countProblem, FACTOR_LIMIT, RATING_LIMIT } from './rosterLimits'
import type { Arm, WargamingUnitState } from './unitState'

/**
 * Every mistake in a roster form at once, by field, in player words (like the New battle form's
 * `draftProblems`); an empty record when the form can be sent. Inputs hold '' (or NaN) when empty.
 */
export type Problems = Record<string, string>
type Typed = number | string | null

function nameProblem(value: string, what: string): string | null {
  try {
    checkName(value, 'name', what)
    return null
  } catch (e) {
    if (!(e instanceof RulesInputError)) throw e
    return e.message
  }
}

function collect(entries: readonly (readonly [string, string | null])[]): Problems {
  return Object.fromEntries(entries.filter((e): e is [string, string] => e[1] !== null))
}

export interface NewUnitDraft {
  readonly name: string
  readonly arm: Arm
  readonly bases: Typed
}

/** The Add a unit form: a name, and bases within the book's limits for the arm. */
export function newUnitProblems(d: NewUnitDraft): Problems {
  return collect([
    ['name', nameProblem(d.name, 'the unit')],
    ['bases', countProblem('Bases', d.bases, BASES_LIMITS[d.arm])],
  ])
}

export interface TroopDraft {
  readonly nation: string
  readonly troopType: string
  /** '' = this troop type cannot fire (the tables' "-"). */
  readonly fire: Typed
  readonly meleeFactor: Typed
  readonly moraleFactor: Typed
  readonly controlFactor: Typed
}

/** The house-rule troop type form: nation, troop type and the four factors (fire may be blank). */
export function troopProblems(t: TroopDraft): Problems {
  return collect([
    ['nation', t.nation.trim() ? null : 'Name the army this troop type belongs to'],
    ['troopType', t.troopType.trim() ? null : 'Name the troop type'],
    ['fireFactor', t.fire === '' || t.fire === null ? null : countProblem('Fire', t.fire, FACTOR_LIMIT)],
    ['meleeFactor', countProblem('Mêlée', t.meleeFactor, FACTOR_LIMIT)],
    ['moraleFactor', countProblem('Morale', t.moraleFactor, FACTOR_LIMIT)],
    ['controlFactor', countProblem('Control', t.controlFactor, FACTOR_LIMIT)],
  ])
}

export interface LeaderDraft {
  readonly name: string
  /** Only when the form asks for ratings (a leader the tables lack, or printed without them). */
  readonly ratings: { readonly leadership: Typed; readonly morale: Typed; readonly commandIndecision: Typed } | null
}

/** The Add a leader form: a name, and ratings 0–6 when the form asks for them. */
export function leaderProblems(d: LeaderDraft): Problems {
  const r = d.ratings
  return collect([
    ['name', nameProblem(d.name, 'the leader')],
    ['leadership', r ? countProblem('Leadership', r.leadership, RATING_LIMIT) : null],
    ['morale', r ? countProblem('Morale', r.morale, RATING_LIMIT) : null],
    ['commandIndecision', r ? countProblem('Command indecision', r.commandIndecision, RATING_LIMIT) : null],
  ])
}

/** The unit editor's typed fields: what is typed but not yet applied. */
export type UnitEdits = Partial<Record<'name' | 'bases' | 'fireFactor' | 'meleeFactor' | 'moraleFactor' | 'controlFactor', Typed>>

/**
 * The unit editor: each typed field checked against the book's limits; bases also hold the bases already
 * lost or damaged ("Bases: 2 lost and 1 damaged need at least 3").
 */
export function unitEditProblems(s: WargamingUnitState, e: UnitEdits): Problems {
  const has = (k: keyof UnitEdits) => Object.prototype.hasOwnProperty.call(e, k)
  const hit = s.lostBases + s.damagedBases
  const bases = has('bases') ? countProblem('Bases', e.bases ?? '', BASES_LIMITS[s.arm]) : null
  const tooFew = has('bases') && bases === null && Number(e.bases) < hit ? `Bases: ${s.lostBases} lost and ${s.damagedBases} damaged need at least ${hit}` : null
  const factor = (k: 'meleeFactor' | 'moraleFactor' | 'controlFactor', what: string) => (has(k) ? countProblem(what, e[k] ?? '', FACTOR_LIMIT) : null)
  return collect([
    ['name', has('name') ? nameProblem(String(e.name ?? ''), 'the unit') : null],
    ['bases', bases ?? tooFew],
    ['fireFactor', has('fireFactor') && e.fireFactor !== '' && e.fireFactor !== null ? countProblem('Fire', e.fireFactor ?? '', FACTOR_LIMIT) : null],
    ['meleeFactor', factor('meleeFactor', 'Mêlée')],
    ['moraleFactor', factor('moraleFactor', 'Morale')],
    ['controlFactor', factor('controlFactor', 'Control')],
  ])
}

import { check, checkFace, merge, type Calculator, type CalculatorResult, type Distribution, type NamedDie, type WorkingLine } from '../core'
import { BATTLE_DIE, type BattleFace } from './battleDie'
import { checkCombat, type CombatInput } from './combatInput'
import { combatDice } from './combatDice'
import { hitRules, type HitRules } from './hitRules'
import { poolCounts } from './pool'
import { rule000 } from './refs'

export type { CombatInput, Firer, Target } from './combatInput'

/** Hits applied after the caps, and the retreat flags as rolled (ruling 18: the target's situation decides them). */
export interface CombatOutcome { readonly hits: number; readonly flags: number }

export interface CombatResult extends CalculatorResult<CombatOutcome> {
  readonly dice: number
  /** Hits the dice scored before the caps. */
  readonly rolledHits: number
  /** The target is removed (a lone general: killed, an eliminated unit, 9.52). */
  readonly eliminated: boolean
}

export const COMBAT_RULE = rule000('9.0 Combat')

function prepare(input: CombatInput) {
  const c = checkCombat(input)
  const d = combatDice(input, c)
  const h = hitRules(input, c)
  return { c, d, h }
}

const applied = (raw: number, h: HitRules, targetElements: number) => Math.min(raw, h.firerCap ?? raw, targetElements)

function dice(input: CombatInput): NamedDie[] {
  const n = combatDice(input, checkCombat(input)).dice
  return Array.from({ length: n }, (_, i) => ({ role: `battle die ${i + 1}`, die: BATTLE_DIE }))
}

function resolve(input: CombatInput, faces: readonly (number | string)[]): CombatResult {
  const { c, d, h } = prepare(input)
  check(faces.length === d.dice, 'out-of-range', 'faces', `Roll ${d.dice} battle dice, got ${faces.length} faces.`)
  const read = faces.map((f, i) => checkFace(BATTLE_DIE, f, `battle die ${i + 1}`))
  const count = (on: readonly BattleFace[]) => read.filter((f) => on.includes(f)).length
  const rolledHits = count(h.hitOn)
  const hits = applied(rolledHits, h, c.targetElements)
  const flags = count(h.flagOn)
  const eliminated = hits >= c.targetElements
  const who = c.target === null ? 'general' : `${c.targetElements} element${c.targetElements === 1 ? '' : 's'}`
  const working: WorkingLine[] = [
    ...d.working,
    ...h.working,
    { label: d.dice ? `rolled: ${read.join(', ')}` : 'no dice rolled', value: `${rolledHits} hit${rolledHits === 1 ? '' : 's'}`, rule: rule000('9.3 Hits'), kind: 'count' as const },
    ...(hits < rolledHits ? [{ label: `${rolledHits - hits} hit${rolledHits - hits === 1 ? '' : 's'} wasted (target ${who} / firer’s cap)`, value: hits, rule: rule000('9.32 Hits'), kind: 'count' as const }] : []),
    { label: eliminated ? (c.target === null ? 'the general is killed: an eliminated unit' : 'target eliminated') : `${hits} chip${hits === 1 ? '' : 's'} removed`,
      value: hits, rule: rule000(c.target === null ? '9.52 General Casualties' : '9.31 Hits'), kind: 'count' as const },
    { label: `${flags} retreat flag${flags === 1 ? '' : 's'}`, value: flags, rule: rule000('10.0 Retreat'), kind: 'count' as const },
  ]
  return { outcome: { hits, flags }, dice: d.dice, rolledHits, eliminated, working }
}

function distribution(input: CombatInput): Distribution<CombatOutcome> {
  const { c, d, h } = prepare(input)
  const hit = h.hitOn.reduce((s, f) => s + BATTLE_DIE.faces.filter((x) => x === f).length, 0)
  const flag = h.flagOn.length
  const counts = poolCounts(d.dice, { hit, flag, miss: 6 - hit - flag })
  // poolCounts runs hits then flags; a capped (h, f) always merges into an (h, f) already seen, so the order holds.
  return merge(6 ** d.dice, counts.map((p) => ({ value: { hits: applied(p.hits, h, c.targetElements), flags: p.flags }, count: p.count })))
}

/** Hits ascending, then flags ascending: the order of the odds bars. */
function outcomes(input: CombatInput): CombatOutcome[] {
  return distribution(input).outcomes.map((o) => o.value)
}

/** seed 000, 7.3 Combat Procedure, 7.31, 7.32, 8.x, 9.3–9.5: one unit's fire or shock on one target. */
export const combat: Calculator<CombatInput, CombatOutcome, CombatResult> = {
  id: 'boardgame.combat',
  title: 'Combat (battle dice)',
  rule: COMBAT_RULE,
  example: { firer: { type: 'line-infantry', elements: 4 }, target: { type: 'line-infantry', elements: 4 }, range: 2 },
  dice,
  resolve,
  distribution,
  outcomes,
}

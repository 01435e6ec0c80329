import { check, type WorkingLine } from '../core'
import { modifierRule } from './modifiers'
import { rule000 } from './refs'
import type { BoardgameRulings } from './rulings'
import { unitType, type UnitType } from './units'

/** What a hex on the retreat path holds, as the player sees it on the map. */
export type RetreatHex = 'empty' | 'friendly-general' | 'friendly-unit' | 'enemy' | 'off-map'
export const RETREAT_HEXES: readonly RetreatHex[] = ['empty', 'friendly-general', 'friendly-unit', 'enemy', 'off-map']

export interface RetreatInput {
  /** The unit that suffered the flags, or a general alone in his hex (7.32.8, 9.51, 9.53). */
  readonly unit: UnitType | 'lone-general'
  /** Retreat flags as rolled (ruling 18). */
  readonly flags: number
  /** Elements left after the hits (a lone general: ignored). */
  readonly elements?: number
  readonly inSquare?: boolean
  readonly inBuildings?: boolean
  readonly generalAttached?: boolean
  /** The firing unit was adjacent (9.4 #11, artillery). */
  readonly firerAdjacent?: boolean
  /** Skirmishers: the parent unit is in an adjacent hex to fall back into (6.1). */
  readonly parentAdjacent?: boolean
  /** The hexes of the retreat path in order, each chosen by 10.1 (rear hex A, else flank B or C). */
  readonly path?: readonly RetreatHex[]
  readonly rulings?: BoardgameRulings
}

export interface RetreatResult {
  /** Hexes actually moved. */
  readonly hexes: number
  /** Elements lost instead of, or because of, the retreat. */
  readonly elementsLost: number
  /** The unit is removed (or the general killed: an eliminated unit, 9.52). */
  readonly eliminated: boolean
  readonly working: readonly WorkingLine[]
}

/** A retreat's line: a number is a count (hexes retreated, elements lost), never a modifier to add. */
const line = (label: string, value: number | string, section: string): WorkingLine => ({ label, value, rule: rule000(section), ...(typeof value === 'number' ? { kind: 'count' as const } : {}) })
const s = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : /[sx]$/.test(word) ? 'es' : 's'}`

function walk(input: RetreatInput, elements: number): RetreatResult {
  const lone = input.unit === 'lone-general'
  const path = input.path ?? []
  const working: WorkingLine[] = []
  let hexes = 0
  for (let flag = 0; flag < input.flags; flag++) {
    const hex = path[flag]
    check(hex !== undefined, 'out-of-range', 'path', `path: say what the next retreat hex holds (${s(input.flags, 'flag')}, ${path.length} given).`)
    check(RETREAT_HEXES.includes(hex), 'unknown-value', 'path', `path: "${String(hex).slice(0, 100)}" is not ${RETREAT_HEXES.join(', ')}.`)
    if (hex === 'off-map') {
      working.push(line(lone ? 'forced off the map: the general is killed' : 'forced to retreat off the map: eliminated', 'eliminated', '10.0 Retreat D'))
      return { hexes, elementsLost: lone ? 0 : elements, eliminated: true, working }
    }
    const blocked = hex === 'enemy' || (lone ? hex === 'friendly-general' : hex === 'friendly-unit')
    if (blocked) {
      if (lone) {
        working.push(line(`after ${s(hexes, 'hex')}, cannot retreat: the general is killed (ruling 31)`, 'killed', '7.32.8 Generals in Battle'))
        return { hexes, elementsLost: 0, eliminated: true, working }
      }
      const left = input.flags - hexes
      const lost = Math.min(elements, input.rulings?.blockedRetreat === 'one per flag left' ? left : 1)
      working.push(line(`after ${s(hexes, 'hex')}, cannot retreat: loses ${s(lost, 'element')} and stays (ruling 29)`, lost, '10.0 Retreat C'))
      return { hexes, elementsLost: lost, eliminated: lost >= elements, working }
    }
    hexes++
    if (hex === 'friendly-general' || (lone && hex === 'friendly-unit')) {
      working.push(line(lone ? `retreats ${s(hexes, 'hex')} and stops with a friendly unit` : `retreats ${s(hexes, 'hex')} into a hex with only a friendly general: no further`,
        hexes, lone ? '7.32.8 Generals in Battle' : '10.0 Retreat B'))
      return { hexes, elementsLost: 0, eliminated: false, working }
    }
  }
  working.push(line(`retreats ${s(hexes, 'hex')} (one per flag), facing the enemy; may fire but not move this round`, hexes, '10.0 Retreat'))
  return { hexes, elementsLost: 0, eliminated: false, working }
}

/**
 * seed 000, 10.0 Retreat with 6.1 (garrisons, skirmishers), 7.32.6–8, 9.4 #8 and #11, 9.53 and rulings 29–31:
 * how far the unit goes and what it loses, in the rules' words.
 */
export function retreat(input: RetreatInput): RetreatResult {
  check(Number.isInteger(input.flags) && input.flags >= 0, 'out-of-range', 'flags', `flags: a whole number 0 or more, got ${String(input.flags).slice(0, 100)}.`)
  const lone = input.unit === 'lone-general'
  const data = lone ? null : unitType(input.unit as UnitType, 'unit')
  const elements = data ? input.elements! : 1
  if (data) {
    check(Number.isInteger(elements) && elements >= 1 && elements <= data.elements, 'out-of-range', 'elements',
      `elements: the ${data.name.toLowerCase()} has 1–${data.elements} left after its hits, got ${String(input.elements).slice(0, 100)}.`)
  }
  const none = (label: string, section: string): RetreatResult => ({ hexes: 0, elementsLost: 0, eliminated: false, working: [line(label, 0, section)] })
  if (input.flags === 0) return { hexes: 0, elementsLost: 0, eliminated: false, working: [] }
  if (data?.arm === 'garrison') return none(`garrison ignores ${s(input.flags, 'flag')}`, '6.1 Movement: Garrisons')
  if (data?.arm === 'skirmisher' && input.parentAdjacent) {
    return { hexes: 1, elementsLost: 0, eliminated: false, working: [
      line('skirmisher falls back into its parent unit’s hex and is reabsorbed; other flags ignored', 1, '6.1 Movement: Skirmishers')] }
  }
  const artilleryLosses = (): RetreatResult => {
    const lost = Math.min(input.flags, elements)
    return { hexes: 0, elementsLost: lost, eliminated: lost >= elements, working: [
      { label: `artillery fired on by an adjacent unit: ${s(input.flags, 'flag')} taken as ${s(lost, 'loss')}${lost >= elements ? ', eliminated' : ''}`, value: lost, rule: modifierRule(11), kind: 'count' }] }
  }
  const artilleryFirst = input.rulings?.retreatCancelFirst === 'artillery rule first'
  if (artilleryFirst && data?.arm === 'artillery' && input.firerAdjacent) return artilleryLosses()
  if (!lone && (input.inSquare || input.inBuildings || input.generalAttached)) {
    const why = input.generalAttached ? 'with an attached general' : input.inSquare ? 'in square' : 'in buildings'
    return { hexes: 0, elementsLost: 0, eliminated: false, working: [{ label: `${why}: ignores ${s(input.flags, 'flag')} (ruling 30)`, value: 0, rule: modifierRule(8), kind: 'count' }] }
  }
  if (data?.arm === 'artillery') {
    if (input.firerAdjacent) return artilleryLosses()
    return { hexes: 0, elementsLost: 0, eliminated: false, working: [{ label: `artillery fired on from afar: ignores ${s(input.flags, 'flag')}`, value: 0, rule: modifierRule(11), kind: 'count' }] }
  }
  return walk(input, elements)
}

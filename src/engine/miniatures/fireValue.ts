import { check, type WorkingLine } from '../core'
import { checkDisorderPoints } from './disorder'
import { FIRE_MODIFIERS_RULE, modifier } from './modifiers'
import { movementOption, REFERENCE_SHEET_RULE, unitType } from './referenceSheet'
import { checkBand, RANGE_BAND_NAMES, type RangeBand } from './ruler'
import { terrain, TERRAIN_RULE } from './terrain'
import type { HitsTable } from './hitsTable'

export interface FireInput {
  /** Firing (or charging) unit's reference-sheet type id. */
  readonly firer: string
  /** Segments moved this activation (0 if it stood). */
  readonly moved?: number
  readonly range: RangeBand
  /** Firer's disorder points. */
  readonly disorderPoints?: number
  readonly generalAttached?: boolean
  /** Base to base with the target ("in contact"); cavalry always is. */
  readonly adjacent?: boolean
  readonly firingFromSquare?: boolean
  readonly firerTerrain?: string
  /** Target's reference-sheet type id. */
  readonly target: string
  readonly targetInSquare?: boolean
  readonly onFlankOrRear?: boolean
  readonly targetTerrain?: string
  /** For the combat effects step, when hits come from a filled hits table. */
  readonly targetDisorderPoints?: number
  readonly targetGeneralAttached?: boolean
  readonly retreatBlocked?: boolean
  readonly hitsTable?: HitsTable
}

export interface FireValue {
  readonly fireValue: number
  readonly working: readonly WorkingLine[]
}

/** seed 003, Reference Sheet (fire value by type, movement and range) + Fire Value Modifiers (9.2) + Terrain (8.0). */
export function modifiedFireValue(input: FireInput): FireValue {
  const firer = unitType(input.firer, 'firer')
  const target = unitType(input.target, 'target')
  const band = checkBand(input.range)
  const moved = input.moved ?? 0
  const row = movementOption(firer, moved)
  const cell = row.fire[band - 1]!
  check(cell !== 'NO', 'not-allowed-together', 'moved', `${firer.name} may not fire after moving ${row.move} segments (reference sheet: NO).`)
  check(cell !== '-', 'out-of-range', 'range', firer.kind === 'general'
    ? 'A general cannot fire or engage (reference sheet: -).'
    : `${firer.name} has no fire value at ${RANGE_BAND_NAMES[band]}${row.move === 1 && firer.kind === 'artillery' ? ' after moving' : ''} (reference sheet: -).`)
  const from = terrain(input.firerTerrain, 'firerTerrain')
  const at = terrain(input.targetTerrain, 'targetTerrain')
  const kind = firer.kind
  check(!input.firingFromSquare || kind === 'infantry', 'not-allowed-together', 'firingFromSquare', 'Only infantry forms square.')
  check(!input.targetInSquare || target.kind === 'infantry', 'not-allowed-together', 'targetInSquare', 'Only infantry forms square.')
  check(!(input.firingFromSquare || from.builtUp) || band === 1, 'out-of-range', 'range',
    'Units in built-up areas or in square fire only at short range (seed 003, 7.3).')
  check(at.protection !== 'NO', 'not-allowed-together', 'targetTerrain', 'No unit can be in impassable terrain.')
  const adjacent = input.adjacent ?? kind === 'cavalry'
  const dp = checkDisorderPoints(input.disorderPoints ?? 0)

  const moveLabel = row.move === 'no' ? 'does not move' : `move ${row.move}${row.and === 'and' ? ' and fire' : ''}`
  const working: WorkingLine[] = [{ label: `${firer.name}, ${moveLabel}, ${RANGE_BAND_NAMES[band]}`, value: cell, rule: REFERENCE_SHEET_RULE }]
  const add = (id: string, times = 1, label = modifier(id).text) =>
    working.push({ label, value: modifier(id).value * times, rule: FIRE_MODIFIERS_RULE })

  if (dp > 0) add('disorder-point', dp, `${dp} disorder point${dp === 1 ? '' : 's'}`)
  if (input.generalAttached && adjacent && (kind === 'infantry' || kind === 'cavalry')) add('general-attached')
  const square = input.targetInSquare === true
  const flank = input.onFlankOrRear === true
  if (kind === 'infantry') {
    if ((square || flank) && band === 1) add('inf-on-square-flank-rear')
    if (input.firingFromSquare) add('inf-from-square')
    if (target.kind === 'artillery' && band === 2) add('inf-on-artillery-medium')
    if (target.kind === 'cavalry') add('inf-on-cavalry')
  } else if (kind === 'cavalry') {
    if (flank) add('cav-flank-rear')
    if (target.kind === 'infantry' && !square && (at.id === 'open' || at.id === 'hill')) add('cav-infantry-open')
    if (target.kind === 'infantry' && square) add('cav-infantry-square')
    if (target.kind === 'artillery') add('cav-artillery')
  } else if (kind === 'artillery') {
    if (square) add('art-on-square')
    if (flank && band === 1) add('art-flank-rear')
    if (target.kind === 'artillery') add('art-on-artillery')
    if (target.kind === 'cavalry') add('art-on-cavalry')
  }
  if (typeof at.protection === 'number') working.push({ label: `target in ${at.name}`, value: at.protection, rule: TERRAIN_RULE })
  if (from.firingFrom !== null) working.push({ label: `firing from ${from.name}`, value: from.firingFrom, rule: TERRAIN_RULE })
  const fireValue = working.reduce((s, l) => s + (l.value as number), 0)
  return { fireValue, working }
}

import { check, forbid, type WorkingLine } from '../core'
import type { MovementOption } from './referenceSheet'
import { checkDisorderPoints } from './disorder'
import { FIRE_MODIFIERS_RULE, modifier } from './modifiers'
import { movementOption, REFERENCE_SHEET_RULE, unitType } from './referenceSheet'
import { checkBand, RANGE_BAND_WORDS } from './ruler'
import { terrain, TERRAIN_RULE } from './terrain'
import type { FireInput } from './fireInput'
import { listModifiers } from './listModifiers'
import { refuseForbiddenFire } from './refusals'
import { otherModifierLines } from '../core/otherModifier'

export type { FireInput } from './fireInput'

/** The farthest band with a printed number in the row (0 when none). */
const maxRange = (row: MovementOption) => row.fire.reduce<number>((m, c, i) => (typeof c === 'number' ? i + 1 : m), 0)

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
  // seed 000, 7.32.5 "A general by himself can not attack" (reference sheet: no fire value).
  forbid(firer.kind !== 'general', 'firer', 'seed 000, 7.32.5', 'A general by himself can not attack.')
  forbid(cell !== 'NO', 'moved', 'seed 003, Reference Sheet: Army Units (1.1)', `${firer.name} may not fire after moving ${row.move} segments: move ${row.move}, NO fire.`)
  forbid(cell !== '-', 'range', 'seed 003, 7.3 Combat Range', row.move === 1 && firer.kind === 'artillery'
    ? `${firer.name} has no fire value after moving: artillery may move OR fire (reference sheet: -).`
    : `${firer.name} has no fire value at ${RANGE_BAND_WORDS[band]}: beyond its range of ${maxRange(row)} segment${maxRange(row) === 1 ? '' : 's'} (reference sheet: -).`)
  const from = terrain(input.firerTerrain, 'firerTerrain')
  const at = terrain(input.targetTerrain, 'targetTerrain')
  const kind = firer.kind
  check(!input.firingFromSquare || kind === 'infantry', 'not-allowed-together', 'firingFromSquare', 'Only infantry forms square.')
  check(!input.targetInSquare || target.kind === 'infantry', 'not-allowed-together', 'targetInSquare', 'Only infantry forms square.')
  forbid(!(input.firingFromSquare || from.builtUp) || band === 1, 'range', 'seed 003, 7.3 Combat Range', 'Unit in built up areas or in square can fire only at short range.')
  check(at.protection !== 'NO', 'not-allowed-together', 'targetTerrain', 'No unit can be in impassable terrain.')
  const adjacent = input.adjacent ?? kind === 'cavalry'
  const dp = checkDisorderPoints(input.disorderPoints ?? 0)
  refuseForbiddenFire({ kind, name: firer.name, disorderPoints: dp, removedAt: firer.disorder, firerTerrain: from, targetTerrain: at, adjacent: input.adjacent, rulings: input.rulings })

  // Stryker disable next-line ConditionalExpression,StringLiteral: every row without "and" prints NO or - in each band, refused above
  const andFire = row.and === 'and' ? ' and fire' : ''
  const moveLabel = row.move === 'no' ? 'does not move' : `move ${row.move}${andFire}`
  const working: WorkingLine[] = [{ label: `${firer.name}, ${moveLabel}, ${RANGE_BAND_WORDS[band]}`, value: cell, rule: REFERENCE_SHEET_RULE }]
  const add = (id: string, times = 1, label = modifier(id).text) =>
    working.push({ label, value: modifier(id).value * times, rule: FIRE_MODIFIERS_RULE })

  if (dp > 0) add('disorder-point', dp, `${dp} disorder point${dp === 1 ? '' : 's'}`)
  if (input.generalAttached && adjacent && (kind === 'infantry' || kind === 'cavalry')) add('general-attached')
  for (const id of listModifiers(kind, target.kind, band, input, at.id)) add(id)
  if (typeof at.protection === 'number') working.push({ label: `target in ${at.name}`, value: at.protection, rule: TERRAIN_RULE })
  if (from.firingFrom !== null) working.push({ label: `firing from ${from.name}`, value: from.firingFrom, rule: TERRAIN_RULE })
  working.push(...otherModifierLines(input.otherModifier))
  const fireValue = working.reduce((s, l) => s + (l.value as number), 0)
  return { fireValue, working }
}

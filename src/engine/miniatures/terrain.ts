import { check } from '../core'
import { mini } from './refs'

/** A protection cell as printed: a number, '-' (none) or 'NO' (impassable). */
export type ProtectionCell = number | '-' | 'NO'

export interface TerrainType {
  readonly id: string
  readonly name: string
  /** "Movem." column: 'Stop', '-' or 'NO'. */
  readonly movement: 'Stop' | '-' | 'NO'
  /** Modifier to fire on a unit in this terrain. */
  readonly protection: ProtectionCell
  /** The value in brackets: "(#) Modifier for firing unit in this terrain"; null when none is printed. */
  readonly firingFrom: number | null
  /** "LoS (7.4)" column. */
  readonly los: 'block' | '-'
  /** Built-up areas (7.3: fire only at short range; 10.0: not forced to retreat). */
  readonly builtUp: boolean
}
export const TERRAIN_RULE = mini('Terrain Effect (8.0)')

const t = (id: string, name: string, movement: TerrainType['movement'], protection: ProtectionCell,
  firingFrom: number | null, los: TerrainType['los'], builtUp = false): TerrainType =>
  ({ id, name, movement, protection, firingFrom, los, builtUp })

// seed 003, Reference Sheet: Terrain Effect (8.0) — every row as printed.
export const TERRAIN: readonly TerrainType[] = [
  t('wood', 'Wood', 'Stop', -2, -1, 'block'),
  t('orchard', 'Orchard', '-', -1, null, '-'),
  t('hill', 'Hill', '-', -2, null, 'block'),
  t('farm', 'Farm', 'Stop', -2, -1, 'block', true),
  t('town', 'Town', 'Stop', -3, -2, 'block', true),
  t('fortified', 'Fortified Build.', 'Stop', -5, -3, 'block', true),
  t('stream', 'Stream/Swamp', 'Stop', '-', -2, '-'),
  t('bridge', 'Bridge', '-', '-', null, '-'),
  t('field', 'Field', '-', -1, null, 'block'),
  t('impassable', 'Impassable', 'NO', 'NO', null, 'block'),
]
/** Open ground: not a printed row; no modifier. */
export const OPEN: TerrainType = t('open', 'open ground', '-', '-', null, '-')

export function terrain(id: unknown, field = 'terrain'): TerrainType {
  if (id === undefined || id === 'open') return OPEN
  const found = TERRAIN.find((x) => x.id === id)
  check(found !== undefined, 'unknown-value', field,
    `${field}: the terrain table has no "${String(id)}" (known: open, ${TERRAIN.map((x) => x.id).join(', ')}).`)
  return found
}

import { rule000 } from './refs'

export type Terrain =
  | 'open' | 'woods' | 'orchard' | 'hill' | 'field' | 'rough' | 'stream' | 'bridge'
  | 'buildings' | 'fortified-buildings' | 'marsh' | 'road'

export interface TerrainData {
  readonly terrain: Terrain
  readonly name: string
  readonly section: string
  /** The printed sentences, word for word ('' where the text prints none). */
  readonly movement: string
  readonly combat: string
  readonly lineOfSight: string
  /** Dice when firing AT a unit here (8.x, 9.4 #6–7). */
  readonly targetDice: number
  /** Dice when firing FROM here (8.5, 9.4 #9). */
  readonly firingFromDice: number
}

const t = (terrain: Terrain, name: string, section: string, movement: string, combat: string, lineOfSight: string,
  targetDice = 0, firingFromDice = 0): TerrainData =>
  ({ terrain, name, section, movement, combat, lineOfSight, targetDice, firingFromDice })

// seed 000, 8.0 Terrain (8.1–8.8) and 9.4 Combat Modifiers #6, #7, #9; "Fortified" from 8.4 and 13.1 (Hougoumont).
export const TERRAIN: readonly TerrainData[] = [
  t('open', 'Open (clear)', '6.1 Movement', '', '', '', 0),
  t('woods', 'Woods', '8.1 Woods', 'A unit that enters a woods hex MUST stop.',
    'When firing on a unit in the woods, reduce the number of dice rolled by 1.', 'Woods block line of sight.', -1),
  t('orchard', 'Orchard', '8.2 Orchards', 'No movement restrictions.',
    'When firing on a unit in an orchard, reduce the number of dice rolled by 1.', 'Orchards do NOT block line of sight.', -1),
  t('hill', 'Hill', '8.3 Hills', 'No movement restrictions.',
    'When firing on a unit on a hill, reduce the number of dice rolled by 1. This is true even if the firing unit is in an adjacent hill hex.',
    'Hills block line of sight.', -1),
  t('buildings', 'Buildings', '8.4 Buildings', 'A unit that enters a building MUST stop, unless it enters from a road and leaves on a road.',
    'When firing on a unit in a building, reduce the number of dice rolled by 2.', 'Buildings block line of sight.', -2),
  t('fortified-buildings', 'Fortified buildings', '8.4 Buildings', 'A unit that enters a building MUST stop, unless it enters from a road and leaves on a road.',
    'Some scenarios have fortified buildings. Reduce the number of dice rolled against these by 3.', 'Buildings block line of sight.', -3),
  t('stream', 'Stream', '8.5 Streams and Marshes', 'A unit that enters a stream or marsh hex MUST stop.',
    'When firing from a stream or marsh hex, roll 1 less die. Artillery in a stream or marsh hex can NOT fire at all.',
    'Streams and marshes do NOT block line of sight.', 0, -1),
  t('marsh', 'Marsh', '8.5 Streams and Marshes', 'A unit that enters a stream or marsh hex MUST stop.',
    'When firing from a stream or marsh hex, roll 1 less die. Artillery in a stream or marsh hex can NOT fire at all.',
    'Streams and marshes do NOT block line of sight.', 0, -1),
  t('bridge', 'Bridge', '8.6 Bridges', 'Consider the hex open terrain (except for the purpose of forming square).',
    'No restrictions.', 'Bridges do NOT block line of sight.'),
  t('field', 'Field', '8.7 Fields', 'No movement restrictions.',
    'When firing on a unit in a field hex, reduce the number of dice rolled by 1.', 'Fields block line of sight.', -1),
  t('rough', 'Rough Terrain', '8.8 Rough Terrain', 'Not allowed.', 'Not allowed.',
    'A rough terrain hex has boulders that block the line of sight.'),
  t('road', 'Road', '6.1 Movement: Roads', 'A unit that moves entirely on road hexes may move 1 hex more than its normal allowance.', '', ''),
]

export const TERRAIN_RULE = rule000('8.0 Terrain')

export function terrainData(terrain: Terrain): TerrainData | undefined {
  return TERRAIN.find((x) => x.terrain === terrain)
}

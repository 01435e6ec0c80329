/**
 * seed 000, 6.1: "You may only change to square on clear or hill terrain (not allowed in forest, swamp, fields,
 * orchards, buildings, etc.)"; 8.6 Bridges: open terrain "except for the purpose of forming square". A road hex is
 * clear ground, as the combat calculator reads it (combatInput.ts).
 */
export const SQUARE_GROUND: readonly string[] = ['open', 'hill', 'road']
export const squareAllowedOn = (terrain: string): boolean => SQUARE_GROUND.includes(terrain)

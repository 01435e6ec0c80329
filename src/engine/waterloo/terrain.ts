/** seed 002, A-1: terrain of a hex (a Ridge with nothing else on it is Clear terrain at Ridge elevation, ruling 46). */
export type Terrain = 'Clear' | 'Woods' | 'Buildings' | 'Walled Buildings'
export const TERRAINS: readonly Terrain[] = ['Clear', 'Woods', 'Buildings', 'Walled Buildings']
/** seed 002, A-1h: "There are only two elevations in this game: Ridge (higher) and Flat (lower)." */
export type Elevation = 'Ridge' | 'Flat'
export const ELEVATIONS: readonly Elevation[] = ['Ridge', 'Flat']

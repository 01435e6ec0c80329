/** A base size in yards, convert to mm with the ground scale (seed 004, Scale and Equipment: Basing). */
export interface BaseSize {
  readonly arm: 'Infantry' | 'Skirmishers' | 'Cavalry' | 'Artillery'
  readonly widthYards: number
  readonly depthYards: number
  readonly figures: number | null
  /** Skirmisher bases are "up to" this width. */
  readonly upTo?: boolean
}

// seed 004, Scale and Equipment: Basing — suggested base sizes in yards.
export const BASE_SIZES: readonly BaseSize[] = [
  { arm: 'Infantry', widthYards: 36, depthYards: 24, figures: 6 },
  { arm: 'Skirmishers', widthYards: 108, depthYards: 24, figures: null, upTo: true },
  { arm: 'Cavalry', widthYards: 50, depthYards: 36, figures: 4 },
  { arm: 'Artillery', widthYards: 36, depthYards: 36, figures: 4 }, // one gun model and three gunners
]

// seed 004, Scale and Equipment: Basing — suggested bases per unit.
export const BASES_PER_UNIT = {
  /** "four bases represents a 'standard' battalion … three bases for smaller … six bases for larger" */
  infantryBattalion: { standard: 4, small: 3, large: 6 },
  /** "regiments would generally comprise from one to six bases, although larger regiments may have eight to ten" */
  cavalryRegiment: { usualMin: 1, usualMax: 6, largeMin: 8, largeMax: 10 },
  /** "This represents three guns, so a six-gun battery would be composed of two bases." */
  artillery: { gunsPerBase: 3, basesPerSixGunBattery: 2 },
} as const

// seed 004, Scale and Equipment: Figure Ratio and Time.
export const FIGURE_RATIO_MEN = 30
export const TURN_MINUTES = 30

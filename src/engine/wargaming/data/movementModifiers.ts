/**
 * seed 004, Movement: Modifiers to Movement — as data.
 * Terrain: "Infantry and foot artillery deduct 20 yards for each contour, while cavalry and horse
 * artillery deduct 40 yards for each contour." Carts and Leaders are not named: no entry.
 */
export const CONTOUR_DEDUCTION_YARDS: Readonly<Record<string, number>> = {
  Infantry: 20,
  'Foot Artillery': 20,
  'Medium and Heavy Cavalry': 40,
  'Light Cavalry': 40,
  'Horse Artillery': 40,
}

/**
 * seed 004, Movement: Terrain — "Infantry and cavalry not in skirmish formation move across fords,
 * fordable streams and through woods, orchards, vineyards and marshes at half rate." They are
 * unformed while any part is in it; skirmishers move at full rate and remain formed.
 */
export const HALF_RATE_TERRAIN = ['fords', 'fordable streams', 'woods', 'orchards', 'vineyards', 'marshes'] as const
export const HALF_RATE_TERRAIN_FACTOR = 1 / 2

/** seed 004, Movement: Terrain — artillery and carts cross rivers only at a bridge, woods etc. only on a road. */
export const ARTILLERY_AND_CARTS_TERRAIN_NOTE =
  'Artillery and carts may only cross rivers at a bridge and are only allowed to pass through woods, orchards, vineyards or marshes if on a road.'

/** seed 004, Movement: Tired or Exhausted Troops — "Tired troops move at half rate." Exhausted may not move. */
export const TIRED_RATE_FACTOR = 1 / 2

/** seed 004, Movement: Changes of formation and facing — "An about turn takes 1/4 of a move." */
export const ABOUT_TURN_FRACTION = 1 / 4

/**
 * seed 004, Movement: Weather — after three consecutive turns of rain (or three turns of snow in a
 * day) all movement is halved.
 */
export const WEATHER_TURNS_BEFORE_HALVING = 3
export const WEATHER_RATE_FACTOR = 1 / 2

/** seed 004, Movement: Terrain — "No deductions are made for crossing fences, hedges or walls." */
export const NO_DEDUCTION_OBSTACLES = ['fences', 'hedges', 'walls'] as const

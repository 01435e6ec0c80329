import { forbid } from '../core'

/** seed 000, 6.1 Movement (kept by seed 003): where infantry may form square. */
export const SQUARE_RULE = {
  section: 'seed 000, 6.1 Movement',
  rule: 'You may only change to square on clear or hill terrain (not allowed in forest, swamp, fields, orchards, buildings, etc.).',
} as const
/** Clear ground ('open', the app's name for it) and hills. */
export const SQUARE_GROUND: readonly string[] = ['open', 'hill']

export const squareAllowedOn = (terrain: string): boolean => SQUARE_GROUND.includes(terrain)

/** Refuses a square on ground the text forbids; unsaid ground (undefined) is the players' to check. */
export function checkSquareGround(terrain: string | undefined, field = 'terrain'): void {
  forbid(terrain === undefined || squareAllowedOn(terrain), field, SQUARE_RULE.section, SQUARE_RULE.rule)
}

/** seed 000, 6.1: only infantry changes "from combat formation to square, or visa versa". */
export function checkSquareUnit(kind: string, field = 'inSquare'): void {
  forbid(kind === 'infantry', field, 'seed 000, 6.1 Movement', 'Before starting movement, infantry may change from combat formation to square, or visa versa: only infantry forms square.')
}

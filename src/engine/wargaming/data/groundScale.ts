import { check, type GroundScale } from '../../core'

/** seed 004, Scale and Equipment: Ground Scale — yards per table millimetre by figure scale (mm). */
export const GROUND_SCALE_YARDS_PER_MM: Readonly<Record<number, number>> = {
  5: 2, // 1 mm = 2 yards (5 mm figures)
  15: 1.5, // 1 mm = 1.5 yards (15 mm figures)
  25: 1, // 1 mm = 1 yard (25 mm figures)
}
export const FIGURE_SCALES = [5, 15, 25] as const

/**
 * The ground scale for a figure scale, "scaled up or down" (seed 004, Scaling Up or Down): when a
 * base stands for a battalion at 25 mm, "1 yard equals 0.25 mm … or simply divide the distances by
 * four", i.e. scaleFactor 4 → 1 mm = 4 yd. scaleFactor 1 is the standard 1:30 figure ratio.
 */
export function groundScale(figureScale: number, scaleFactor = 1): GroundScale {
  const base = GROUND_SCALE_YARDS_PER_MM[figureScale]
  check(
    base !== undefined,
    'unknown-value',
    'figureScale',
    `The ground scale is printed for 5, 15 and 25 mm figures only (got ${figureScale} mm).`,
  )
  check(
    Number.isFinite(scaleFactor) && scaleFactor > 0,
    'out-of-range',
    'scaleFactor',
    `The scale factor must be a number above 0 (got ${scaleFactor}); 1 is the standard scale.`,
  )
  return { yardsPerMm: base * scaleFactor }
}

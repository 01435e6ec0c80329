import { check } from '../../core'
import { TROOP_NATIONS } from './nationalCharacteristics'

/**
 * The nationalities the app offers for a `wargaming` side: every nation of the leader and troop
 * tables (seed 004, The Tables: National Characteristics), plus Russian and Prussian (named by the
 * nationality factor and the leader tables) and 'Other' for "All others".
 */
export const NATIONALITIES = [...TROOP_NATIONS, 'Russian', 'Prussian', 'Other'] as const

export type Nationality = (typeof NATIONALITIES)[number]

/**
 * seed 004, National Characteristics: Nationality Factor — used in an Initiative Test.
 * "French 3 / Spanish, Russian, Austrian pre-1809, Prussians in 1806 1 / All others 2"
 */
export const NATIONALITY_FACTOR_TABLE = [
  { nationalities: 'French', factor: 3 },
  { nationalities: 'Spanish, Russian, Austrian pre-1809, Prussians in 1806', factor: 1 },
  { nationalities: 'All others', factor: 2 },
] as const

/** RULES.md ruling 10: the battle's year is asked for when the side is Austrian or Prussian. */
export function needsYear(nationality: string): boolean {
  return nationality === 'Austrian' || nationality === 'Prussian'
}

/**
 * The nationality factor for an initiative test (seed 004, Nationality Factor).
 * RULES.md ruling 10: "Austrian pre-1809" = year < 1809; "Prussians in 1806" = 1806 only.
 * A nationality not named in the table is one of "All others" (2).
 */
export function nationalityFactor(nationality: string, year?: number): number {
  if (nationality === 'French') return 3
  if (nationality === 'Spanish' || nationality === 'Russian') return 1
  if (needsYear(nationality)) {
    check(
      // Stryker disable next-line ConditionalExpression: Number.isInteger(undefined) is false, so the first test only narrows the type.
      year !== undefined && Number.isInteger(year),
      'out-of-range',
      'year',
      `The nationality factor of the ${nationality} army depends on the battle's year (Austrian pre-1809, Prussians in 1806): enter the year as a whole number.`,
    )
    if (nationality === 'Austrian') return year < 1809 ? 1 : 2
    return year === 1806 ? 1 : 2
  }
  return 2
}

/**
 * The latest wall-clock time (ms) a battle, an action or a stored record may carry: 1 January 2200.
 * An action's `at` is shown as a date in the log; a number past what a Date holds (8.64e15) threw
 * "RangeError: Invalid time value" on screen, and a time centuries ahead is no real record either.
 */
export const LATEST_TIME = Date.UTC(2200, 0, 1)

/** A time a file or a stored record may hold: a whole number of ms from 1970 up to LATEST_TIME. */
export const isMoment = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= LATEST_TIME

export const MOMENT_MESSAGE = 'expected a time (whole ms since 1970, no later than the year 2200)'

/** The boardgame result procedures (seed 000): each returns everything that follows from a result. */
export * from './types'
export { flagsOutcome, type FlagsFacts, type FlagsOutcome } from './flags'
export { fireResult, wonAfter, type FireFacts } from './fireResult'
export { specialResult } from './specialResult'
export { retreatResult } from './retreatResult'

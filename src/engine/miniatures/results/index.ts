export { fireResult, type FireResultInput } from './fireResult'
export { captureResult, opportunityResult, reactionResult } from './reactionResult'
export type { ResultOut, UnitChange } from './result'

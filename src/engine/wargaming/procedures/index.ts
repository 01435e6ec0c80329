/** Result procedures (issue 20): each returns everything that follows a result, for one action on screen. */
export * from './types'
export { afterFire, moraleCallsAfterFire, type FireFacts } from './afterFire'
export { afterMelee, type MeleeFacts, type MeleeUnit } from './afterMelee'
export { afterMorale, type MoraleFacts } from './afterMorale'
export { afterControl, type ControlFacts } from './afterControl'
export { afterOfficer, type OfficerFacts } from './afterOfficer'
export { afterOrder, type OrderFacts } from './afterOrder'
export { endOfTurn, type EndOfTurn, type EndOfTurnFacts } from './endOfTurn'

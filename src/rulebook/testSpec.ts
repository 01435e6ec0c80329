/** Test-only: the stand-in rule book lives in test-utils/ (it names a ruleset); kept here for the tests that import it. */
export { TEST_SPEC, fireData, ownRecord } from './test-utils/testSpec'

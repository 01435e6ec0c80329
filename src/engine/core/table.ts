import type { RuleRef } from './calculator'

/**
 * A printed table as data, for the quick reference and for fidelity tests.
 * Cells are kept as printed ("-" stays "-").
 */
export interface ReferenceTable {
  readonly id: string
  readonly title: string
  readonly rule: RuleRef
  readonly columns: readonly string[]
  readonly rows: readonly (readonly (string | number)[])[]
  readonly notes?: readonly string[]
}

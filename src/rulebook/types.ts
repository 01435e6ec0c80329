import type { Component } from 'vue'
import type { HouseRuleRecord } from '@/db/records'
import type { Json } from '@/model/types'

/**
 * What the texts lack for one ruleset, typed once by the owner (or taken from a pack), in one place:
 * the Rule book screen (issue 24). A ruleset lists its entries here; the shared screen, the pack
 * export/import, the battle file and the diff read nothing else. Shared code names no ruleset.
 */
export interface RuleBookSpec {
  /** Entries in screen order. */
  readonly entries: readonly RuleBookEntry[]
}

/** What kind of thing the owner enters: a dice table, counter values, a scenario's forces, a commander table. */
export type RuleBookKind = 'table' | 'counters' | 'forces' | 'commanders'

export interface RuleBookEntry {
  /** The owner record's id in the houseRules store: the key a pack and a battle file carry. Starts with the ruleset id. */
  readonly id: string
  readonly kind: RuleBookKind
  /** How the record is stored (HouseRuleRecord.kind). */
  readonly recordKind: HouseRuleRecord['kind']
  readonly title: string
  /** Where the owner finds the values, with the section cited ("seed 001: printed on the play aid, not in the text"). */
  readonly note: string
  /**
   * Reads data from storage, a pack or a battle file as the screens will. Returns it in the form that is
   * stored; throws an Error whose message says what is wrong in player words (a bad value quoted to at
   * most ~100 characters). Never trusts the input's shape.
   */
  check(data: unknown): Json
  /** How much is filled; `data` is undefined when the owner has no record. */
  status(data: Json | undefined): RuleBookStatus
  /** The data as labelled lines (one per table row, unit, commander…), compared line by line in a pack's diff. */
  lines(data: Json): readonly RuleBookLine[]
  /** The entry's editor (grid, paste, lines); props: `{ entry: RuleBookEntry }`; it saves through the owner-records store. */
  readonly editor: () => Promise<Component | { default: Component }>
}

export interface RuleBookStatus {
  readonly filled: number
  readonly total: number
  /** What is still missing, in player words ("27 of 38 counters need values"); '' when complete. */
  readonly summary: string
}

export interface RuleBookLine {
  /** Stable across edits (row label, unit id): lines with the same key are compared. */
  readonly key: string
  /** What the line is, shown in the diff ("Fire Table, 3 SP row"). */
  readonly label: string
  /** Its values as text ("1 1 2 2 3 3"): equal text = the same. */
  readonly text: string
}

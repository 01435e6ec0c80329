import type { HouseRuleRecord } from '@/db/records'
import type { RuleBookEntry, RuleBookStatus } from '@/rulebook/types'

/** What the Rule book screen says of one entry: its status, or why the stored data cannot be read. */
export interface EntryState {
  readonly entry: RuleBookEntry
  readonly status: RuleBookStatus
  /** Everything entered (the status says nothing is missing). */
  readonly complete: boolean
  /** The stored record fails the entry's check: what is wrong (it is not used). */
  readonly problem: string | null
}

const said = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 200)
const KIND: Readonly<Record<RuleBookEntry['kind'], string>> = { table: 'Table', counters: 'Counter values', forces: 'Forces', commanders: 'Commander table' }

/** The kind as the screen names it. */
export const kindLabel = (k: RuleBookEntry['kind']): string => KIND[k] ?? 'Entry'

/**
 * Reads an entry's stored record as the screens will: through the entry's own check (a damaged record
 * reads as not entered, with its problem), then its status. A status that throws is reported, not shown.
 */
export function entryState(entry: RuleBookEntry, record: HouseRuleRecord | undefined): EntryState {
  let data = undefined
  let problem: string | null = null
  if (record) {
    try { data = entry.check(record.data) } catch (e) { problem = `Your stored ${entry.title} cannot be read: ${said(e)}` }
  }
  let status: RuleBookStatus
  try { status = entry.status(data) } catch (e) { status = { filled: 0, total: 0, summary: `cannot be counted: ${said(e)}` } }
  return { entry, status, complete: problem === null && status.summary === '', problem }
}

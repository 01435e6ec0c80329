import type * as v from 'valibot'

/** The most of a bad value a message quotes: enough to recognise it, never a whole file. */
export const QUOTE_LIMIT = 100

/** `text` cut to QUOTE_LIMIT characters, with "…" when something was cut. */
export function quote(text: string, limit = QUOTE_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text
}

/**
 * A value from a file, said short and never walked: text and numbers as JSON, cut to QUOTE_LIMIT
 * characters; a list or a record by its kind (a deeply nested one would overflow JSON.stringify).
 */
export function shortValue(x: unknown): string {
  // A field that is not there: "got nothing", never the programmer's "got undefined" (found by the pack fuzz).
  if (x === undefined) return 'nothing'
  if (Array.isArray(x)) return 'a list'
  if (typeof x === 'object' && x !== null) return 'a record'
  if (typeof x === 'string') return quote(JSON.stringify(x.slice(0, QUOTE_LIMIT + 1)))
  return quote(String(JSON.stringify(x)))
}

/** "actions[3].ops[0].op" from a valibot issue path. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  let path = ''
  for (const item of issue.path ?? []) {
    const key = item.key
    const name = quote(String(key))
    path += typeof key === 'number' ? `[${key}]` : path ? `.${name}` : name
  }
  return path
}

function describe(issue: v.BaseIssue<unknown>): string {
  if (issue.kind !== 'schema' || !issue.expected || issue.type === 'custom') return quote(issue.message, 4 * QUOTE_LIMIT)
  if (issue.type === 'object' && issue.received === 'undefined') return 'is missing'
  const expected = quote(issue.expected.replace(/^\((.*)\)$/, '$1'), 4 * QUOTE_LIMIT)
  return `expected ${expected.includes('|') ? `one of ${expected}` : expected}, got ${quote(issue.received)}`
}

/** One readable line for the first issue, naming the field: "actions[3].ops[0].op: expected one of …". */
export function issueMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  if (!issue) return 'invalid data'
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : ''
  return `${issuePath(issue) || 'file'}: ${describe(issue)}${more}`
}

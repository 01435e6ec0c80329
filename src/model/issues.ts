import type * as v from 'valibot'

/** "actions[3].ops[0].op" from a valibot issue path. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  let path = ''
  for (const item of issue.path ?? []) {
    const key = item.key
    path += typeof key === 'number' ? `[${key}]` : path ? `.${String(key)}` : String(key)
  }
  return path
}

function describe(issue: v.BaseIssue<unknown>): string {
  if (issue.kind !== 'schema' || !issue.expected || issue.type === 'custom') return issue.message
  if (issue.type === 'object' && issue.received === 'undefined') return 'is missing'
  const expected = issue.expected.replace(/^\((.*)\)$/, '$1')
  return `expected ${expected.includes('|') ? `one of ${expected}` : expected}, got ${issue.received}`
}

/** One readable line for the first issue, naming the field: "actions[3].ops[0].op: expected one of …". */
export function issueMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  if (!issue) return 'invalid data'
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : ''
  return `${issuePath(issue) || 'file'}: ${describe(issue)}${more}`
}

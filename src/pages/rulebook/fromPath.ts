/** The longest way back kept: a battle's path with its tab and query is far shorter. */
export const FROM_MAX = 300

/**
 * The `from` query of the Rule book screen as a path inside the app, or null: only "/something" with no
 * scheme, host ("//evil.example"), backslash or control character, and never the Rule book itself, so
 * "Back to the battle" can only go back into the app.
 */
export function safeFrom(from: unknown): string | null {
  const f = Array.isArray(from) ? from[0] : from
  if (typeof f !== 'string' || f.length > FROM_MAX) return null
  if (!f.startsWith('/') || f.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(f)) return null
  if (/^\/rule-book(\/|$|\?)/.test(f)) return null
  return f
}

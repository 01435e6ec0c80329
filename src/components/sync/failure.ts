import { quote } from '@/model/issues'

/**
 * What went wrong, said once: "Could not join: <the sync layer's words>". The layer's message usually says
 * what to do already (it ends a sentence); a bare one gets `advice` after it. At most 300 characters of it.
 */
export function failureWords(what: string, e: unknown, advice: string): string {
  const said = quote((e instanceof Error ? e.message : String(e)).trim(), 300)
  if (!said) return `${what}. ${advice}`
  return /[.!?…]$/.test(said) ? `${what}: ${said}` : `${what}: ${said}. ${advice}`
}

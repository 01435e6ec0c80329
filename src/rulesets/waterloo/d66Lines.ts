import { D66_RESULTS, type D66 } from '@/engine/waterloo/ownerTables'
import type { LineProblem } from '@/rulebook/parseLines'

/**
 * An 11–66 table pasted as lines (seed 002, A-3): one result per line, "11 Hold in place", or a range as a player aid
 * prints it, "11-16 Hold in place" (every 11–66 result from the first to the last). Each result once; an entry at
 * most 200 characters, as the table's record keeps it (d66Record).
 */
export type D66LinesResult = { ok: true; entries: Partial<Record<D66, string>> } | { ok: false; problems: LineProblem[] }

const LINE = /^\s*(\d{2})(?:\s*[-–—]\s*(\d{2}))?\s*[:.)]?\s+(.+?)\s*$/
const RESULTS: readonly string[] = D66_RESULTS
const MAX_TEXT = 20_000

export function readD66Lines(text: string): D66LinesResult {
  if (text.length > MAX_TEXT) return { ok: false, problems: [{ line: 0, message: `Too long (${text.length} characters, at most ${MAX_TEXT}).` }] }
  const entries: Partial<Record<D66, string>> = {}
  const from = new Map<string, number>()
  const problems: LineProblem[] = []
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = i + 1
    if (raw.trim() === '') return
    const bad = (m: string) => problems.push({ line, message: `Line ${line}: ${m}.` })
    const m = LINE.exec(raw)
    if (!m) return bad(`‘${raw.trim().slice(0, 30)}’ does not start with an 11–66 result and its entry`)
    const [, a, b = a, entry] = m as unknown as [string, string, string | undefined, string]
    if (!RESULTS.includes(a)) return bad(`${a} is not an 11–66 result (each die 1–6)`)
    if (!RESULTS.includes(b)) return bad(`${b} is not an 11–66 result (each die 1–6)`)
    if (RESULTS.indexOf(b) < RESULTS.indexOf(a)) return bad(`${a}–${b} runs backwards`)
    if (entry.length > 200) return bad(`the entry for ${a} is too long (at most 200 characters)`)
    for (const k of RESULTS.slice(RESULTS.indexOf(a), RESULTS.indexOf(b) + 1)) {
      if (from.has(k)) return bad(`${k} is already on line ${from.get(k)}`)
      from.set(k, line)
      entries[k as D66] = entry
    }
  })
  if (!problems.length && from.size === 0) problems.push({ line: 0, message: 'Nothing pasted: one result per line, "11 Hold" or "11-16 Hold".' })
  return problems.length ? { ok: false, problems } : { ok: true, entries }
}

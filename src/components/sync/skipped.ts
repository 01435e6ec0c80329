import type { SkippedUndo } from '@/model/undos'

/** "Undo of "2nd Line lost 1 element" skipped: already undone on another phone", or the fold's own reason. */
export function skippedWords(s: SkippedUndo): string {
  if (s.target && s.by) return `Undo of "${s.target.label}" skipped: already undone on another phone`
  return `"${s.undo.label}" skipped: ${s.reason}`
}

const SEEN_KEY = 'adc.sync.seenSkips'
/** The most skipped undos remembered as seen (the oldest forgotten first). */
const SEEN_MAX = 500

function readSeen(): string[] {
  try {
    const x: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]')
    return Array.isArray(x) ? x.filter((i): i is string => typeof i === 'string') : []
  } catch {
    return []
  }
}

/** Which skipped undos this phone has already shown and the player dismissed: each is shown once. */
export const seenSkips = {
  has: (undoId: string): boolean => readSeen().includes(undoId),
  add(undoIds: readonly string[]): void {
    const all = [...readSeen().filter((i) => !undoIds.includes(i)), ...undoIds].slice(-SEEN_MAX)
    try { localStorage.setItem(SEEN_KEY, JSON.stringify(all)) } catch { /* storage full: shown again next time */ }
  },
}

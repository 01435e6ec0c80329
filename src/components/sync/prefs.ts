import { NAME_MAX, stripBidi } from '@/model/names'

/** What this phone remembers for sharing: the club server's address (as checked) and its own name. */
export interface SyncPrefs {
  server: string
  device: string
}
export const SYNC_PREFS_KEY = 'adc.sync'

const text = (x: unknown) => (typeof x === 'string' ? x : '')

function read(): SyncPrefs {
  try {
    const x: unknown = JSON.parse(localStorage.getItem(SYNC_PREFS_KEY) ?? '{}')
    const o = typeof x === 'object' && x !== null ? (x as Record<string, unknown>) : {}
    return { server: text(o.server).slice(0, 200), device: text(o.device).slice(0, NAME_MAX) }
  } catch {
    return { server: '', device: '' }
  }
}

/** The remembered values (anything but text in storage reads as empty), and remembering new ones. */
export function useSyncPrefs() {
  return {
    get server() { return read().server },
    get device() { return read().device },
    remember(p: Partial<SyncPrefs>) {
      try { localStorage.setItem(SYNC_PREFS_KEY, JSON.stringify({ ...read(), ...p })) } catch { /* a full or blocked storage: asked again next time */ }
    },
  }
}

export type CheckedName = { readonly ok: true; readonly name: string } | { readonly ok: false; readonly message: string }

/** This phone's name as the other phones will see it: no bidi controls, trimmed, 1 to NAME_MAX characters. */
export function checkDeviceName(text: string): CheckedName {
  const name = stripBidi(text).trim()
  if (!name) return { ok: false, message: 'Give this phone a name the others will see, e.g. "Anne\'s phone"' }
  if (name.length > NAME_MAX) return { ok: false, message: `A name can be at most ${NAME_MAX} characters; this one has ${name.length}` }
  return { ok: true, name }
}

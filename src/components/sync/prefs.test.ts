// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { checkDeviceName, SYNC_PREFS_KEY, useSyncPrefs } from './prefs'

describe('sharing preferences', () => {
  it('remember the server and the phone name across uses', () => {
    localStorage.clear()
    useSyncPrefs().remember({ server: 'https://box:4444', device: 'Anne' })
    const again = useSyncPrefs()
    expect([again.server, again.device]).toEqual(['https://box:4444', 'Anne'])
  })
  it('read damaged storage as empty, not as text', () => {
    localStorage.setItem(SYNC_PREFS_KEY, JSON.stringify({ server: 42, device: { x: 1 } }))
    const p = useSyncPrefs()
    expect([p.server, p.device]).toEqual(['', ''])
  })
  it('a phone name: needed, bidi stripped, at most 60 characters', () => {
    expect(checkDeviceName('  ')).toMatchObject({ ok: false, message: expect.stringMatching(/Give this phone a name/) })
    expect(checkDeviceName(' \u202EAnne ')).toEqual({ ok: true, name: 'Anne' })
    expect(checkDeviceName('x'.repeat(61))).toMatchObject({ ok: false, message: expect.stringMatching(/at most 60 characters; this one has 61/) })
  })
})

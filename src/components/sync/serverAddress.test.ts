import { describe, expect, it } from 'vitest'
import { checkServerAddress, reachableFrom, serverWords, SERVER_MAX } from './serverAddress'

const ok = (text: string, page?: string) => { const c = checkServerAddress(text, page); if (!c.ok) throw new Error(c.message); return c.url }
const bad = (text: string, page?: string) => { const c = checkServerAddress(text, page); if (c.ok) throw new Error(`accepted ${c.url}`); return c.message }

describe('the club server address', () => {
  it('takes http(s) and ws(s) addresses, kept without a trailing slash, path kept', () => {
    expect(ok(' https://192.168.1.20:4444/ ')).toBe('https://192.168.1.20:4444')
    expect(ok('wss://club.example.org/adc/')).toBe('wss://club.example.org/adc')
    expect(ok('http://10.0.0.2:4444')).toBe('http://10.0.0.2:4444')
    expect(ok('ws://box.local:1234')).toBe('ws://box.local:1234')
  })
  it('refuses an empty field, other schemes, no scheme, a name and password, too long', () => {
    expect(bad('')).toMatch(/Enter the club server's address/)
    expect(bad('ftp://box:21')).toMatch(/must start with https:\/\/.*not "ftp:\/\/"/)
    expect(bad('javascript:alert(1)')).toMatch(/must start with/)
    expect(bad('192.168.1.20:4444')).toMatch(/must start with|not an address/)
    expect(bad('box.local')).toMatch(/not an address: start it with https:\/\//)
    expect(bad('https://anne:secret@box:4444')).toMatch(/Leave any name or password out/)
    expect(bad(`https://${'a'.repeat(SERVER_MAX)}.org`)).toMatch(/at most 200 characters; this one has 212/)
  })
  it('from an https page refuses a plain http:// or ws:// server with what to do, loopback excepted', () => {
    expect(bad('ws://192.168.1.20:4444', 'https:')).toMatch(/opened over https.*wss:\/\/.*open the app from the club server/)
    expect(bad('http://box.local', 'https:')).toMatch(/opened over https/)
    expect(ok('ws://localhost:4444', 'https:')).toBe('ws://localhost:4444')
    expect(ok('wss://192.168.1.20:4444', 'https:')).toBe('wss://192.168.1.20:4444')
  })
  it('quotes at most 100 characters of a bad address', () => {
    const m = bad(`x${'y'.repeat(150)}`)
    expect(m).toContain(`"x${'y'.repeat(99)}…"`)
  })
  it('is said by host and port', () => {
    expect(serverWords('wss://club.example.org:4444/adc')).toBe('club.example.org:4444')
  })
})

describe('a server this copy of the app may reach', () => {
  const checked = (text: string) => reachableFrom(checkServerAddress(text), 'http://box.local:8787')
  it('is the address the app was opened from, by http or ws', () => {
    expect(checked('http://box.local:8787')).toEqual({ ok: true, url: 'http://box.local:8787' })
    expect(checked('ws://box.local:8787/')).toEqual({ ok: true, url: 'ws://box.local:8787' })
    expect(reachableFrom(checkServerAddress('wss://club.org'), 'https://club.org')).toEqual({ ok: true, url: 'wss://club.org' })
  })
  it('another address is refused with what to do; a bad one keeps its own message; no policy, no check', () => {
    expect(checked('http://10.0.0.9:8787')).toEqual({ ok: false, message: "This app was opened from box.local:8787, and may only talk to that address. Open the app from the club server's own address (http://10.0.0.9:8787) and share from there." })
    expect(checked('ftp://x')).toMatchObject({ ok: false, message: expect.stringMatching(/must start with/) })
    expect(reachableFrom(checkServerAddress('http://10.0.0.9:8787'), null)).toEqual({ ok: true, url: 'http://10.0.0.9:8787' })
  })
})

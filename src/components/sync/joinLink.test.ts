import { describe, expect, it } from 'vitest'
import { LINK_MAX, makeJoinLink, readJoinLink, type JoinLink } from './joinLink'

const LINK: JoinLink = { server: 'https://192.168.1.20:4444', battleId: 'b_1-x', role: 'a', token: 'T0k-en_123456789', battleName: 'Ligny & Co', sides: ['French', 'Prussians'] }
const made = makeJoinLink('https://app.example/', LINK)
const read = (text: string, page?: string) => { const r = readJoinLink(text, page); if (!r.ok) throw new Error(r.message); return r.link }
const bad = (text: string, page?: string) => { const r = readJoinLink(text, page); if (r.ok) throw new Error('accepted'); return r.message }
const withPart = (key: string, value: string) => { const q = new URLSearchParams(made.split('#')[1]); q.set(key, value); return `https://app.example/join#${q}` }

describe('join links', () => {
  it('carry the server, battle, role, key and names after # on the /join page, and read back the same', () => {
    expect(made.startsWith('https://app.example/join#')).toBe(true)
    expect(made).not.toContain('?')
    expect(read(made)).toEqual(LINK)
    expect(read(made.split('#')[1]!)).toEqual(LINK)
  })
  it('read without names say nothing of them', () => {
    const link = read(makeJoinLink('http://a', { ...LINK, battleName: '', sides: ['', ''] }))
    expect([link.battleName, link.sides]).toEqual(['', ['', '']])
  })
  it('refuse a link longer than 2,000 characters before reading it', () => {
    expect(bad(`${made}&x=${'a'.repeat(LINK_MAX)}`)).toMatch(/too long \(\d+ characters; a join link has at most 2000\)/)
  })
  it('refuse each bad part by name, quoting at most 100 characters, and say what to do', () => {
    expect(bad(withPart('b', 'a/b'))).toMatch(/battle "a\/b" is not a battle id.*Ask the phone that shared/)
    expect(bad(withPart('b', 'x'.repeat(300)))).toContain(`"${'x'.repeat(100)}…"`)
    expect(bad(withPart('r', 'admin'))).toMatch(/role "admin" is not umpire, player or watcher/)
    expect(bad(withPart('t', 'a b'))).toMatch(/key is damaged/)
    expect(bad(withPart('s', 'javascript:alert(1)'))).toMatch(/server is refused: The address must start with/)
    expect(bad(withPart('s', 'ws://192.168.1.20:1'), 'https:')).toMatch(/opened over https/)
    expect(bad('https://app.example/join#s=x')).toMatch(/missing part of its address/)
    expect(bad('https://app.example/join')).toMatch(/no battle in it/)
    expect(bad(`${made}&b=again`)).toMatch(/missing part/)
  })
  it('strip bidi controls from names and cut a long one', () => {
    const link = read(withPart('n', `\u202Eevil${'n'.repeat(200)}`))
    expect(link.battleName.startsWith('evil')).toBe(true)
    expect(link.battleName.length).toBe(121)
  })
})

import { quote } from '@/model/issues'
import { stripBidi } from '@/model/names'
import type { SyncRole } from '@/sync/api'
import { checkServerAddress } from './serverAddress'

/**
 * A join link (issue 25), one per role, shown as a QR code: `<app>/join#s=<server>&b=<battle id>&r=<role>&t=<token>`
 * plus the names the join screen shows before anything is fetched: `n` the battle, `sa`/`sb` the two sides.
 * The fragment (#) keeps the token out of any server's logs and out of the Referer. A link is read as hostile:
 * at most LINK_MAX characters, ids and token `[A-Za-z0-9_-]`, the server's scheme checked, names without bidi
 * controls and cut, every bad part named in the message with at most 100 characters of it.
 */
export const LINK_MAX = 2000
export const JOIN_PATH = '/join'
const ID = /^[A-Za-z0-9_-]{1,100}$/
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/
const ROLES: readonly SyncRole[] = ['umpire', 'a', 'b', 'watcher']
/** A name from a link is at most this long on screen (a stored name's limit, NAME_FILE_MAX). */
const NAME_MAX = 120

export interface JoinLink {
  readonly server: string
  readonly battleId: string
  readonly role: SyncRole
  readonly token: string
  /** The battle's name and its two sides' names, as the sharing phone had them ('' when the link had none). */
  readonly battleName: string
  readonly sides: readonly [string, string]
}

/** The link for one role, on the app at `appOrigin` (e.g. location.origin). */
export function makeJoinLink(appOrigin: string, link: JoinLink): string {
  const q = new URLSearchParams({ s: link.server, b: link.battleId, r: link.role, t: link.token })
  if (link.battleName) q.set('n', link.battleName)
  if (link.sides[0]) q.set('sa', link.sides[0])
  if (link.sides[1]) q.set('sb', link.sides[1])
  return `${appOrigin.replace(/\/+$/, '')}${JOIN_PATH}#${q.toString()}`
}

export type ReadLink = { readonly ok: true; readonly link: JoinLink } | { readonly ok: false; readonly message: string }

const AGAIN = 'Ask the phone that shared the battle to show its QR code again, and scan it or copy the whole link.'
const refuse = (what: string): ReadLink => ({ ok: false, message: `${what}. ${AGAIN}` })

/** Reads a join link (the whole address, or only its part after '#'): every part checked. */
export function readJoinLink(text: string, pageProtocol = 'http:'): ReadLink {
  if (text.length > LINK_MAX) return refuse(`This link is too long (${text.length} characters; a join link has at most ${LINK_MAX})`)
  // The part after '#'; an address without one (a link cut short by a messaging app) holds no battle.
  const hash = text.includes('#') ? text.slice(text.indexOf('#') + 1) : /^[a-z][a-z0-9+.-]*:/i.test(text.trim()) ? '' : text
  if (!hash.trim()) return refuse('This link has no battle in it')
  const q = new URLSearchParams(hash)
  const one = (key: string) => { const all = q.getAll(key); return all.length === 1 ? all[0]! : null }
  const [s, b, r, t] = [one('s'), one('b'), one('r'), one('t')]
  if (s === null || b === null || r === null || t === null) return refuse('This link is missing part of its address (server, battle, role or key)')
  const server = checkServerAddress(s, pageProtocol)
  if (!server.ok) return refuse(`The link's server is refused: ${server.message}`)
  if (!ID.test(b)) return refuse(`The link's battle "${quote(b)}" is not a battle id (letters, digits, - and _ only)`)
  if (!ROLES.includes(r as SyncRole)) return refuse(`The link's role "${quote(r)}" is not umpire, player or watcher`)
  if (!TOKEN.test(t)) return refuse('The link\'s key is damaged (it has characters a key never has)')
  const name = (key: string) => quote(stripBidi(one(key) ?? '').trim(), NAME_MAX)
  return { ok: true, link: { server: server.url, battleId: b, role: r as SyncRole, token: t, battleName: name('n'), sides: [name('sa'), name('sb')] } }
}

import { quote } from '@/model/issues'

/** The longest club-server address accepted (typed, remembered or read from a join link). */
export const SERVER_MAX = 200
const SCHEMES = ['https:', 'wss:', 'http:', 'ws:']
const EXAMPLE = 'https://192.168.1.20:4444'

export type Checked = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly message: string }

/** Hosts a phone may reach without TLS even from an https page (the browser treats them as secure). */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/

/**
 * A club server's address, checked: http(s) or ws(s) only, at most SERVER_MAX characters, no name or
 * password inside. The answer is the address as the app keeps it (scheme, host, port and any path, no
 * trailing "/"), or what is wrong and what to type instead. From an https page a plain http:// or ws://
 * server cannot be reached (the browser blocks it), so that is refused here with what to do.
 */
export function checkServerAddress(text: string, pageProtocol = 'http:'): Checked {
  const typed = text.trim()
  if (!typed) return { ok: false, message: `Enter the club server's address, e.g. ${EXAMPLE}` }
  if (typed.length > SERVER_MAX) return { ok: false, message: `An address has at most ${SERVER_MAX} characters; this one has ${typed.length}` }
  let url: URL
  try {
    url = new URL(typed)
  } catch {
    return { ok: false, message: `"${quote(typed)}" is not an address: start it with https:// (e.g. ${EXAMPLE})` }
  }
  if (!SCHEMES.includes(url.protocol)) return { ok: false, message: `The address must start with https://, wss://, http:// or ws://, not "${quote(url.protocol)}//"` }
  if (!url.hostname) return { ok: false, message: `"${quote(typed)}" names no server: e.g. ${EXAMPLE}` }
  if (url.username || url.password) return { ok: false, message: 'Leave any name or password out of the address: each phone gets its own key in its join link' }
  const plain = url.protocol === 'http:' || url.protocol === 'ws:'
  if (plain && pageProtocol === 'https:' && !LOOPBACK.test(url.hostname)) {
    return { ok: false, message: 'This app was opened over https, so the phone will not reach a plain http:// or ws:// server. Use the server\'s https:// (wss://) address with a certificate the phones trust, or open the app from the club server\'s own address.' }
  }
  return { ok: true, url: `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}` }
}

/** The server as a player reads it: its host and port (the scheme and path are noise at the table). */
export function serverWords(url: string): string {
  try {
    return quote(new URL(url).host)
  } catch {
    return quote(url)
  }
}

/** The page address a server address shares an origin with: ws → http, wss → https. */
function pageOriginOf(url: string): string {
  const u = new URL(url)
  u.protocol = u.protocol === 'wss:' ? 'https:' : u.protocol === 'ws:' ? 'http:' : u.protocol
  return u.origin
}

/**
 * Whether this copy of the app may reach the server: the app's security policy (vite.config.ts, connect-src
 * 'self') lets it talk only to the address it was opened from, so the club server must be that address (it
 * serves the app itself). `pageOrigin` null: no such policy (the dev server). A checked address stays as given.
 */
export function reachableFrom(checked: Checked, pageOrigin: string | null): Checked {
  if (!checked.ok || pageOrigin === null || pageOriginOf(checked.url) === pageOrigin) return checked
  return { ok: false, message: `This app was opened from ${serverWords(pageOrigin)}, and may only talk to that address. Open the app from the club server's own address (${quote(pageOriginOf(checked.url))}) and share from there.` }
}

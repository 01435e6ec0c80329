/**
 * What the phones and the club server (server/protocol.mjs) agree on beside y-websocket: our "stored"
 * message, the documents of a battle, which a role opens, and where the socket is.
 */
import type { SyncRole } from './api'

/** The server's message with the state vector it has durably stored (y-websocket's own types are 0–3). */
export const MESSAGE_STORED = 7

export type DocPart = 'public' | 'side-a' | 'side-b'

/** The documents a role opens: the public log, and the side documents (hidden parts) it may see. */
export function partsFor(role: SyncRole): DocPart[] {
  if (role === 'umpire') return ['public', 'side-a', 'side-b']
  if (role === 'a') return ['public', 'side-a']
  if (role === 'b') return ['public', 'side-b']
  return ['public']
}

/** The socket address for a club server's address: https → wss, http → ws, then `/sync`. */
export function socketBase(server: string): string {
  const url = new URL(server)
  const scheme = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:'
  return `${scheme}//${url.host}${url.pathname.replace(/\/+$/, '')}/sync`
}

/** The http(s) address of the server's API (the socket's scheme turned back). */
export function apiBase(server: string): string {
  const url = new URL(server)
  const scheme = url.protocol === 'wss:' || url.protocol === 'https:' ? 'https:' : 'http:'
  return `${scheme}//${url.host}${url.pathname.replace(/\/+$/, '')}`
}

/**
 * One document's connection to the club server: y-websocket's provider with this role's token, the
 * server's "stored" messages read into `stored`, and the cases that cannot work said in player words.
 */
import * as decoding from 'lib0/decoding'
import { WebsocketProvider } from 'y-websocket'
import * as Y from 'yjs'
import { MESSAGE_STORED, socketBase, type DocPart } from './protocol'
import { storedMark } from './storedMark'

export interface Connection {
  readonly part: DocPart
  readonly doc: Y.Doc
  readonly provider: WebsocketProvider
  /** The state vector the server last said it has stored. */
  stored: Map<number, number>
  /** Why this connection cannot work (set once; the provider then stays off), or null. */
  error: string | null
}

/** An https page cannot open a plain ws:// socket: the browser throws at once. What to do instead. */
export const INSECURE_SOCKET = 'This app was opened over https, so this phone cannot reach the club server at a plain ws:// (http://) address. Give the server a certificate the phones trust and use its wss:// (https://) address, or open the app from the club server\'s own address.'

/** The server's words for a refusal (close codes 4400–4499), kept short. */
function refusal(event: { code: number; reason: string }): string {
  const why = event.reason || `the server refused the connection (${event.code})`
  return `${why.replace(/\.$/, '')}.`
}

export function connect(server: string, remoteId: string, part: DocPart, token: string, doc: Y.Doc, changed: () => void): Connection {
  const provider = new WebsocketProvider(socketBase(server), `${remoteId}/${part}`, doc, { connect: false, params: { token }, maxBackoffTime: 2500 })
  // What the server said it stored, kept across a reload (an offline reload counted everything as waiting).
  const mark = storedMark(remoteId, part)
  const conn: Connection = { part, doc, provider, stored: mark.read(), error: null }
  provider.messageHandlers[MESSAGE_STORED] = (_encoder, decoder) => {
    const sv = decoding.readVarUint8Array(decoder)
    conn.stored = Y.decodeStateVector(sv)
    mark.write(sv)
    changed()
  }
  provider.on('status', changed)
  provider.on('sync', changed)
  provider.on('closed', (event) => {
    conn.error = refusal(event)
    changed()
  })
  try {
    provider.connect()
  } catch (e) {
    // new WebSocket('ws://…') on an https page throws a SecurityError before any event.
    provider.disconnect()
    conn.error = e instanceof DOMException && e.name === 'SecurityError' ? INSECURE_SOCKET : `This phone cannot open a connection to the club server: ${e instanceof Error ? e.message : String(e)}`
  }
  return conn
}

/** After a sleep or a network change: try again now rather than after the back-off. */
export function nudge(conn: Connection): void {
  if (conn.error || conn.provider.wsconnected) return
  conn.provider.disconnect()
  try {
    conn.provider.connect()
  } catch { /* the first connect said why */ }
}

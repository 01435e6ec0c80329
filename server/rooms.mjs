/**
 * The battle documents on the club server, on @y/websocket-server's setupWSConnection with our own
 * LevelDB persistence, which adds what the stock server lacks:
 * - a document's stored state is LOADED before a connection's first message is answered (the stock
 *   server answers sync step 1 from an empty document while LevelDB is still being read, so a phone
 *   could be told "synced" with nothing);
 * - once an update is durably written, every phone on that document is told the stored state vector
 *   (MESSAGE_STORED), so a phone shows an action as shared only when the server has it on disk;
 * - a read-only connection (a watcher) has its updates dropped: only sync step 1 (asking) and
 *   awareness (being seen as connected) pass.
 */
import * as Y from 'yjs'
import * as encoding from 'lib0/encoding'
import * as decoding from 'lib0/decoding'
import { docs, getYDoc, setPersistence, setupWSConnection } from '@y/websocket-server/utils'
import { MESSAGE_STORED } from './protocol.mjs'

const LOADING = 'adc-load'
/** ADC_SYNC_DEBUG=1: each phone's messages (type, sync step, bytes) and each update, timed, on stderr. Off by default. */
const DEBUG = Boolean(process.env.ADC_SYNC_DEBUG)
const trace = (...a) => { if (DEBUG) console.error('[sync]', new Date().toISOString().slice(11, 23), ...a) }
let connections = 0

/** @param {Uint8Array} sv */
function storedMessage(sv) {
  const encoder = encoding.createEncoder()
  encoding.writeVarUint(encoder, MESSAGE_STORED)
  encoding.writeVarUint8Array(encoder, sv)
  return encoding.toUint8Array(encoder)
}

function sendTo(conn, message) {
  try {
    if (conn.readyState === 1) conn.send(message)
  } catch { /* a closing socket: its close handler tidies up */ }
}

/** @param {import('y-leveldb').LeveldbPersistence} ldb */
export function useLeveldb(ldb) {
  setPersistence({
    provider: ldb,
    bindState(name, doc) {
      doc.storedSv = null
      let announce = null
      const tellStored = () => {
        announce ??= setImmediate(() => {
          announce = null
          const message = storedMessage(doc.storedSv)
          doc.conns.forEach((_, conn) => sendTo(conn, message))
        })
      }
      doc.loaded = (async () => {
        const persisted = await ldb.getYDoc(name)
        Y.applyUpdate(doc, Y.encodeStateAsUpdate(persisted), LOADING)
        persisted.destroy()
        doc.storedSv = Y.encodeStateVector(doc)
        doc.on('update', (update, origin) => {
          if (origin === LOADING) return
          trace(name, 'update', update.length, 'bytes from phone', origin?.adcId)
          const sv = Y.encodeStateVector(doc)
          // storeUpdate resolves in order (y-leveldb queues its writes) with the update's clock, or null when it failed.
          void ldb.storeUpdate(name, update).then((clock) => {
            if (clock === null || clock === undefined) return
            doc.storedSv = sv
            tellStored()
          })
        })
      })()
      doc.loaded.catch((e) => console.error(`Could not read ${name} from the data folder:`, e))
    },
    // Called when a document's last phone leaves: let its queued writes finish before it is dropped.
    writeState: () => Promise.resolve(ldb.tr).then(() => undefined),
  })
}

/** A sync message a read-only phone may send: step 1 (asking for what it lacks), never step 2 or an update. */
function allowedForReader(message) {
  try {
    const decoder = decoding.createDecoder(message)
    const type = decoding.readVarUint(decoder)
    if (type !== 0) return true
    return decoding.readVarUint(decoder) === 0
  } catch {
    return false
  }
}

/**
 * Holds a new socket's messages from its first byte (the token is checked and the document read
 * before anything is answered); `release` stops holding and gives them back in order.
 * @param {import('ws').WebSocket} conn
 */
export function holdMessages(conn) {
  const held = []
  const hold = (m) => held.push(m)
  conn.on('message', hold)
  return () => {
    conn.off('message', hold)
    return held
  }
}

/**
 * Connects a phone's socket to a document once that document is loaded; the messages held since
 * the socket opened are then handled in order.
 * @param {import('ws').WebSocket} conn
 * @param {import('http').IncomingMessage} req
 * @param {string} docName
 * @param {boolean} readOnly
 * @param {() => unknown[]} release what holdMessages returned
 */
export async function connectWhenLoaded(conn, req, docName, readOnly, release) {
  try {
    for (;;) {
      const doc = getYDoc(docName)
      await doc.loaded
      if (docs.get(docName) === doc) break // not dropped by a last phone leaving meanwhile
    }
  } catch {
    conn.close(1011, 'The battle could not be read on the server')
    return
  }
  const held = release()
  if (DEBUG) {
    conn.adcId = ++connections
    trace(docName, 'phone', conn.adcId, 'connected,', held.length, 'messages held')
    conn.on('message', (m) => { const u = new Uint8Array(m); trace(docName, 'phone', conn.adcId, 'message', u[0], u[1], u.length, 'bytes') })
    conn.on('close', () => trace(docName, 'phone', conn.adcId, 'left'))
  }
  if (conn.readyState !== 1) return
  setupWSConnection(conn, req, { docName })
  if (readOnly) {
    const listeners = conn.listeners('message')
    conn.removeAllListeners('message')
    for (const l of listeners) conn.on('message', (m) => { if (allowedForReader(new Uint8Array(m))) l(m) })
  }
  const doc = docs.get(docName)
  if (doc?.storedSv) sendTo(conn, storedMessage(doc.storedSv))
  for (const m of held) conn.emit('message', m)
}

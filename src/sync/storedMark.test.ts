import * as decoding from 'lib0/decoding'
import * as encoding from 'lib0/encoding'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { connect } from './connection'
import { MESSAGE_STORED } from './protocol'
import { storedMark } from './storedMark'

afterEach(() => vi.unstubAllGlobals())

function memory() {
  const m = new Map<string, string>()
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m }
}

describe('what the server last said it stored, kept across a reload', () => {
  it('a new session on the same document reads the state vector the server last sent', () => {
    const doc = new Y.Doc()
    doc.getArray('log').push(['a', 'b'])
    const storage = memory()
    storedMark('b1', 'public', storage).write(Y.encodeStateVector(doc))
    const read = storedMark('b1', 'public', storage).read()
    expect(read).toEqual(Y.decodeStateVector(Y.encodeStateVector(doc)))
    expect(read.get(doc.clientID)).toBe(2)
  })
  it('each battle and document has its own', () => {
    const storage = memory()
    storedMark('b1', 'public', storage).write(Y.encodeStateVector(new Y.Doc()))
    const doc = new Y.Doc()
    doc.getArray('log').push(['a'])
    storedMark('b1', 'side-a', storage).write(Y.encodeStateVector(doc))
    expect(storedMark('b1', 'public', storage).read().size).toBe(0)
    expect(storedMark('b2', 'side-a', storage).read().size).toBe(0)
    expect(storedMark('b1', 'side-a', storage).read().get(doc.clientID)).toBe(1)
  })
  it('nothing kept, a damaged value, a huge one or no storage at all: nothing stored', () => {
    const storage = memory()
    expect(storedMark('b1', 'public', storage).read().size).toBe(0)
    storage.m.set('adc.sync.stored.b1/public', '%%%not base64')
    expect(storedMark('b1', 'public', storage).read().size).toBe(0)
    storage.m.set('adc.sync.stored.b1/public', btoa('\u00ff\u00ff\u00ff'))
    expect(storedMark('b1', 'public', storage).read().size).toBe(0)
    storage.m.set('adc.sync.stored.b1/public', 'A'.repeat(5000))
    expect(storedMark('b1', 'public', storage).read().size).toBe(0)
    expect(storedMark('b1', 'public', undefined).read().size).toBe(0)
    expect(() => storedMark('b1', 'public', undefined).write(new Uint8Array([1, 2, 3]))).not.toThrow()
  })
  it('a storage that refuses to write is not an error', () => {
    const full = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError') } }
    expect(() => storedMark('b1', 'public', full).write(new Uint8Array([1, 1, 5]))).not.toThrow()
  })
})

describe('a connection opened again (the page reloaded with no network)', () => {
  it('starts from what the server last said it stored, not from nothing', () => {
    vi.stubGlobal('localStorage', memory())
    vi.stubGlobal('WebSocket', class { constructor() { throw new Error('no network') } })
    const doc = new Y.Doc()
    doc.getArray('log').push(['a', 'b', 'c'])
    const first = connect('http://192.168.1.20:8787', 'b1', 'public', 'tok', doc, () => undefined)
    expect(first.stored.size).toBe(0)
    const said = encoding.createEncoder()
    encoding.writeVarUint8Array(said, Y.encodeStateVector(doc))
    first.provider.messageHandlers[MESSAGE_STORED]!(encoding.createEncoder(), decoding.createDecoder(encoding.toUint8Array(said)), first.provider, true, MESSAGE_STORED)
    expect(first.stored.get(doc.clientID)).toBe(3)
    first.provider.destroy()

    const again = connect('http://192.168.1.20:8787', 'b1', 'public', 'tok', doc, () => undefined)
    expect(again.stored.get(doc.clientID)).toBe(3)
    expect(connect('http://192.168.1.20:8787', 'b1', 'side-a', 'tok', new Y.Doc(), () => undefined).stored.size).toBe(0)
    again.provider.destroy()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { connect, INSECURE_SOCKET } from './connection'

afterEach(() => vi.unstubAllGlobals())

describe('a connection that cannot work', () => {
  it('an https page and a ws:// server: the throw is caught and the phone is told what to do', () => {
    vi.stubGlobal('WebSocket', class {
      constructor() {
        throw new DOMException("Failed to construct 'WebSocket': An insecure WebSocket connection may not be initiated from a page loaded over HTTPS.", 'SecurityError')
      }
    })
    const conn = connect('http://192.168.1.20:8787', 'b1', 'public', 'tok', new Y.Doc(), () => undefined)
    expect(conn.error).toBe(INSECURE_SOCKET)
    expect(conn.error).toMatch(/wss:\/\/.*trust|club server's own address/)
    expect(conn.provider.shouldConnect).toBe(false)
    conn.provider.destroy()
  })
})

import { describe, expect, it } from 'vitest'
import { linkState, type ProviderState } from './linkState'

const p = (s: Partial<ProviderState>): ProviderState => ({ synced: false, wsconnected: false, wsconnecting: false, wsUnsuccessfulReconnects: 0, ...s })

describe('what the strip says of the connection', () => {
  it('every document synced: connected', () => {
    expect(linkState([p({ synced: true, wsconnected: true }), p({ synced: true, wsconnected: true })])).toBe('synced')
  })
  it('one document still syncing, or the very first try: connecting', () => {
    expect(linkState([p({ synced: true, wsconnected: true }), p({ wsconnected: true })])).toBe('connecting')
    expect(linkState([p({ wsconnecting: true })])).toBe('connecting')
  })
  it('a retry after a failed attempt is offline, not "Connecting…" for as long as the server is out of reach', () => {
    expect(linkState([p({ wsconnecting: true, wsUnsuccessfulReconnects: 1 })])).toBe('offline')
    expect(linkState([p({ wsconnecting: true, wsUnsuccessfulReconnects: 7 }), p({ wsconnecting: true, wsUnsuccessfulReconnects: 7 })])).toBe('offline')
    expect(linkState([p({})])).toBe('offline')
    expect(linkState([])).toBe('offline')
  })
  it('a phone the browser knows has no network is offline, whatever its sockets last said', () => {
    expect(linkState([p({ wsconnecting: true })], false)).toBe('offline')
    expect(linkState([p({ synced: true, wsconnected: true })], false)).toBe('offline')
  })
})

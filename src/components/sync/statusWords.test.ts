import { describe, expect, it } from 'vitest'
import type { SyncStatus } from '@/sync/api'
import { othersWords, queuedWords, stateWords } from './statusWords'

const S: SyncStatus = { state: 'synced', role: 'umpire', peers: [], queued: 0, error: null }
const sides = ['French', 'Prussians'] as const

describe('sync status words', () => {
  it('say each state plainly; an error says the layer\'s own message', () => {
    expect(stateWords(S)).toMatch(/^Connected/)
    expect(stateWords({ ...S, state: 'offline' })).toMatch(/Offline: play on, actions queue here and merge/)
    expect(stateWords({ ...S, state: 'connecting' })).toMatch(/Connecting/)
    expect(stateWords({ ...S, state: 'error', error: 'Use wss://' })).toBe('Use wss://')
    expect(stateWords({ ...S, state: 'error' })).toMatch(/cannot be reached/)
  })
  it('count the actions not yet stored, singular and plural, nothing when none', () => {
    expect([queuedWords(0), queuedWords(1), queuedWords(3)]).toEqual(['', '1 action waiting to be stored on the club server', '3 actions waiting to be stored on the club server'])
  })
  it('name the other phones with their roles, not this one', () => {
    const peers = [{ name: 'Anne', role: 'umpire', self: true }, { name: 'Ben', role: 'a', self: false }, { name: 'Carla', role: 'watcher', self: false }] as const
    expect(othersWords(peers, sides)).toBe('With Ben (French player), Carla (Watcher)')
    expect(othersWords(peers.slice(0, 1), sides)).toBe('No other phone connected')
  })
})

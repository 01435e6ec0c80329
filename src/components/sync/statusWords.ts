import type { SyncPeer, SyncStatus } from '@/sync/api'
import { roleTitle } from './roles'

type Sides = readonly [string, string]

/** The connection in a few words: connected, connecting, offline (play goes on) or what went wrong. */
export function stateWords(s: SyncStatus): string {
  switch (s.state) {
    case 'synced': return 'Connected to the club server'
    case 'connecting': return 'Connecting to the club server…'
    case 'offline': return 'Offline: play on, actions queue here and merge when the phone reconnects'
    case 'error': return s.error ?? 'The club server cannot be reached'
  }
}

/** "3 actions waiting to be stored", or '' when the server has them all. */
export function queuedWords(queued: number): string {
  if (!(queued > 0)) return ''
  return `${queued} ${queued === 1 ? 'action' : 'actions'} waiting to be stored on the club server`
}

/** "Ben (French player)": a connected phone by name and role. */
export const peerWords = (p: SyncPeer, sides: Sides): string => `${p.name} (${roleTitle(p.role, sides)})`

/** The other connected phones, in a line: "Ben (French player), Carla (Watcher)", or that none is. */
export function othersWords(peers: readonly SyncPeer[], sides: Sides): string {
  const others = peers.filter((p) => !p.self)
  return others.length ? `With ${others.map((p) => peerWords(p, sides)).join(', ')}` : 'No other phone connected'
}

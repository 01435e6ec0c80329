import type { ShareLinks, SyncApi, SyncRole, SyncSession, SyncStatus } from '@/sync/api'
import { makeJoinLink } from './joinLink'

/** A SyncApi for component tests: no Yjs, no socket; each call is recorded and its status set by hand. */
export interface FakeSync {
  readonly api: SyncApi
  readonly calls: string[]
  /** Changes the session's status as the real layer would, telling every listener. */
  setStatus(patch: Partial<SyncStatus>): void
  shared: Set<string>
  /** What the next share/join does instead of succeeding. */
  fail: Error | null
}

export const TOKEN = 'k0123456789abcdef'
export function fakeLinks(battleId: string, names: { battle: string; sides: [string, string] } = { battle: 'Ligny', sides: ['French', 'Prussians'] }): ShareLinks {
  const one = (role: SyncRole) => makeJoinLink('http://localhost', { server: 'https://box:4444', battleId, role, token: `${TOKEN}${role}`, battleName: names.battle, sides: names.sides })
  return { umpire: one('umpire'), a: one('a'), b: one('b'), watcher: one('watcher') }
}

export function fakeSync(role: SyncRole = 'umpire', start: Partial<SyncStatus> = {}): FakeSync {
  let status: SyncStatus = { state: 'synced', role, peers: [{ name: 'Anne', role, self: true }], queued: 0, error: null, ...start }
  const listeners = new Set<(s: SyncStatus) => void>()
  const sessions = new Map<string, SyncSession>()
  const session = (battleId: string): SyncSession => {
    const s = sessions.get(battleId) ?? {
      battleId,
      role,
      links: role === 'umpire' ? fakeLinks(battleId) : role === 'watcher' ? {} : { watcher: fakeLinks(battleId).watcher },
      status: () => status,
      onStatus: (l) => { listeners.add(l); return () => listeners.delete(l) },
      stop: async () => { fake.calls.push(`stop ${battleId}`); fake.shared.delete(battleId) },
    }
    sessions.set(battleId, s)
    return s
  }
  const fake: FakeSync = {
    calls: [],
    shared: new Set(),
    fail: null,
    setStatus(patch) { status = { ...status, ...patch }; for (const l of listeners) l(status) },
    api: {
      async shareBattle(battleId, server, device) {
        fake.calls.push(`share ${battleId} ${server} ${device}`)
        if (fake.fail) throw fake.fail
        fake.shared.add(battleId)
        return fakeLinks(battleId)
      },
      async joinFromLink(link, device) {
        fake.calls.push(`join ${link} ${device}`)
        if (fake.fail) throw fake.fail
        const q = new URLSearchParams(link.split('#')[1])
        fake.shared.add(q.get('b')!)
        return { battleId: q.get('b')!, role: q.get('r') as SyncRole }
      },
      async resume(battleId) { return fake.shared.has(battleId) ? session(battleId) : null },
      async isShared(battleId) { return fake.shared.has(battleId) },
    },
  }
  return fake
}

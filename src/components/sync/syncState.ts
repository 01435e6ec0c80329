import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import type { ShareLinks, SyncApi, SyncSession, SyncStatus } from '@/sync/api'

export type SyncLoader = () => Promise<SyncApi>

/** The real sync layer, loaded only when a battle is shared or joined (Yjs stays out of every first load). */
export const loadRealSync: SyncLoader = async () => {
  const m: { loadSync?: SyncLoader } = await import('@/sync/api')
  if (!m.loadSync) throw new Error('This copy of the app cannot play on several phones yet: update it')
  return m.loadSync()
}

/** What the sync screens show of the open battle's session: its status as last told, and the session itself. */
export interface LiveSync {
  readonly session: SyncSession
  readonly status: SyncStatus
}

/**
 * The open battle's sync session for the screens (share dialog, strip, join page). Holds no Yjs: it asks
 * the sync layer (loaded on demand through `loader`, which tests replace with a fake) and follows its status.
 */
export const useSyncState = defineStore('syncUi', () => {
  const live = shallowRef<LiveSync | null>(null)
  const loader = shallowRef<SyncLoader>(loadRealSync)
  let off: (() => void) | null = null
  /** Bumped on every attach/detach, so a slow resume for a battle since left is dropped. */
  let turn = 0

  function follow(session: SyncSession): void {
    off?.()
    live.value = { session, status: session.status() }
    off = session.onStatus((status) => { if (live.value?.session === session) live.value = { session, status } })
  }
  function detach(): void {
    turn += 1
    off?.()
    off = null
    live.value = null
  }
  /** Follows the battle's session when this phone shares it (after a reload too); nothing when it does not. */
  async function attach(battleId: string): Promise<void> {
    if (live.value?.session.battleId === battleId) return
    detach()
    const mine = turn
    const api = await loader.value()
    if (!(await api.isShared(battleId)) || mine !== turn) return
    const session = await api.resume(battleId)
    if (session && mine === turn) follow(session)
  }
  /** Shares the battle from this phone as umpire; the links for the other phones. */
  async function share(battleId: string, server: string, device: string): Promise<ShareLinks> {
    const api = await loader.value()
    const links = await api.shareBattle(battleId, server, device)
    detach()
    const session = await api.resume(battleId)
    if (session) follow(session)
    return links
  }
  /** Joins from a link; the battle's id on this phone (the page then opens it, and the strip attaches). */
  async function join(link: string, device: string): ReturnType<SyncApi['joinFromLink']> {
    const api = await loader.value()
    return api.joinFromLink(link, device)
  }
  /** Stops syncing on this phone (the battle stays here; the other phones go on). */
  async function stop(): Promise<void> {
    const s = live.value?.session
    detach()
    await s?.stop()
  }
  return { live, loader, attach, detach, share, join, stop }
})

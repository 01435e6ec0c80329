/**
 * A battle shared from this phone, live: its Yjs documents (ydocs.ts), one connection per document, the
 * open battle store. Actions made here (store.onAppend) go into the shared log, a burst in one Yjs
 * transaction; what other phones add is adopted (store.adoptLog) once per burst. Offline never blocks:
 * actions wait in the local documents and are sent when the server is back, by the provider's own
 * reconnection or at once when the phone wakes or comes back online.
 */
import { watch } from 'vue'
import type * as Y from 'yjs'
import { readWhole } from '@/db/transfer'
import { getDb } from '@/db/db'
import type { Action, SideId } from '@/model/types'
import { useBattleStore } from '@/stores/battle'
import type { SyncPeer, SyncSession, SyncStatus } from './api'
import { connect, nudge, type Connection } from './connection'
import { joinParts, logSplitter } from './hidden'
import { browserOnline, linkState } from './linkState'
import { LOCAL, logOf, mergedLog, missing, pushActions, secretsOf, unstoredIds, writeSetup } from './logDoc'
import { partsFor, type DocPart } from './protocol'
import type { ShareRecord } from './shares'
import { dropDocs, openDoc, releaseDoc } from './ydocs'

/** Remote changes are adopted once they pause this long (one re-fold per burst)… */
const ADOPT_QUIET_MS = 40
/** …or at the latest this long after the first of them. */
const ADOPT_MAX_MS = 400

export const WATCHER_MESSAGE = 'You are watching this battle: only the umpire and the players change it.'

type Docs = Partial<Record<DocPart, Y.Doc>>

export class BattleSync implements SyncSession {
  readonly battleId: string
  readonly role: ShareRecord['role']
  readonly links: ShareRecord['links']
  private readonly conns: Connection[] = []
  private readonly listeners = new Set<(s: SyncStatus) => void>()
  private readonly stops: (() => void)[] = []
  private pending: Action[] = []
  private adoptTimer: ReturnType<typeof setTimeout> | null = null
  private adoptFirst = 0
  private adoptError: string | null = null
  private last: SyncStatus
  private stopped = false
  private split: ReturnType<typeof logSplitter> | null = null

  private constructor(private readonly share: ShareRecord, private readonly docs: Docs) {
    this.battleId = share.battleId
    this.role = share.role
    this.links = share.links
    this.last = this.compute()
  }

  /** Loads the battle's documents, adds what this phone made that the shared log lacks, and connects. */
  static async start(share: ShareRecord): Promise<BattleSync> {
    const docs: Docs = {}
    for (const part of partsFor(share.role)) docs[part] = await openDoc(share.battleId, part)
    const sync = new BattleSync(share, docs)
    await sync.catchUpLocal()
    sync.listen()
    for (const part of partsFor(share.role)) sync.conns.push(connect(share.server, share.remoteId, part, share.token, docs[part]!, () => sync.changed()))
    sync.conns[0]!.provider.awareness.setLocalState({ name: share.deviceName, role: share.role })
    // A phone joining or leaving changes the status too (G: the strip names who is connected).
    const awareness = sync.conns[0]!.provider.awareness
    const peersChanged = () => sync.changed()
    awareness.on('change', peersChanged)
    sync.stops.push(() => awareness.off('change', peersChanged))
    sync.scheduleAdopt()
    return sync
  }

  private get pub(): Y.Doc {
    return this.docs.public!
  }
  private get sides(): Partial<Record<SideId, Y.Doc>> {
    return { ...(this.docs['side-a'] ? { a: this.docs['side-a'] } : {}), ...(this.docs['side-b'] ? { b: this.docs['side-b'] } : {}) }
  }

  /** The battle as stored on this phone: its setup goes into the shared document, and every action the shared log lacks (a first share: the whole log, one transaction). */
  private async catchUpLocal(): Promise<void> {
    const { record, log } = await readWhole(getDb(), this.battleId)
    writeSetup(this.pub, record.setup)
    this.split = logSplitter(record.setup)
    this.shareLacking(log)
  }

  /** Puts the actions of `log` the shared log lacks into it (split into public copy and hidden parts); how many. */
  private shareLacking(log: readonly Action[]): number {
    if (this.role === 'watcher' || !this.split) return 0
    const lacking = missing(this.pub, log)
    return lacking.length ? pushActions(this.pub, this.sides, this.split(log, new Set(lacking.map((a) => a.id)))) : 0
  }

  private listen(): void {
    const store = useBattleStore()
    this.stops.push(store.onAppend((battleId, actions) => {
      if (battleId !== this.battleId || this.role === 'watcher') return
      // A burst of taps (or an "undo back to here") goes into the shared log as one transaction.
      if (!this.pending.length) queueMicrotask(() => this.flush())
      this.pending.push(...actions)
    }))
    const remote = (_u: Uint8Array, origin: unknown) => { if (origin !== LOCAL) this.scheduleAdopt() }
    for (const doc of Object.values(this.docs)) {
      doc.on('update', remote)
      this.stops.push(() => doc.off('update', remote))
    }
    // The battle opened (or reopened) here: show it as the other phones have it.
    this.stops.push(watch(() => store.state?.setup.id, (id) => {
      if (id !== this.battleId) return
      store.setDevice(this.battleId, this.share.deviceName) // its actions name this phone in a conflict
      if (this.role === 'watcher') store.setReadOnly(WATCHER_MESSAGE)
      store.setSeat(this.role === 'watcher' ? null : this.role) // a player gives only its own side's orders
      this.scheduleAdopt()
    }, { immediate: true }))
    if (typeof window === 'undefined') return // Node (tests): no page to wake
    const wake = () => { if (document.visibilityState !== 'hidden') this.conns.forEach(nudge) }
    const offline = () => this.changed()
    window.addEventListener('online', wake)
    window.addEventListener('offline', offline)
    document.addEventListener('visibilitychange', wake)
    this.stops.push(() => { window.removeEventListener('online', wake); window.removeEventListener('offline', offline); document.removeEventListener('visibilitychange', wake) })
  }

  private flush(): void {
    const made = this.pending.length
    this.pending = []
    const store = useBattleStore()
    if (!this.stopped && made && store.state?.setup.id === this.battleId) this.shareLacking(store.log)
    this.changed()
  }

  private scheduleAdopt(): void {
    const now = Date.now()
    if (!this.adoptTimer) this.adoptFirst = now
    else clearTimeout(this.adoptTimer)
    const wait = Math.max(0, Math.min(ADOPT_QUIET_MS, this.adoptFirst + ADOPT_MAX_MS - now))
    this.adoptTimer = setTimeout(() => {
      this.adoptTimer = null
      void this.adopt()
    }, wait)
  }

  /** Shows the merged log on the open battle, when it is this one and differs from what it shows. */
  private async adopt(): Promise<void> {
    const store = useBattleStore()
    if (this.stopped || store.state?.setup.id !== this.battleId) return
    // Actions made here that the shared log lacks (made before this session started) join it first.
    if (this.shareLacking(store.log)) return this.adopt()
    const merged = mergedLog(this.pub, this.sides, joinParts)
    if (this.sameAs(merged, store.log)) return
    const ok = await store.adoptLog(merged)
    this.adoptError = ok ? null : `The other phones' actions cannot be shown here: ${store.error ?? 'unknown error'}`
    this.changed()
  }

  /** Whether the open battle already shows the merged log: the same actions in the same order, with the hidden parts this phone holds. */
  private sameAs(merged: readonly Action[], shown: readonly Action[]): boolean {
    if (merged.length !== shown.length || merged.some((a, i) => a.id !== shown[i]?.id)) return false
    const secret = new Set(Object.values(this.sides).flatMap((d) => [...secretsOf(d).keys()]))
    return merged.every((a, i) => !secret.has(a.id) || JSON.stringify(a.ops) === JSON.stringify(shown[i]!.ops))
  }

  private compute(): SyncStatus {
    const error = this.conns.find((c) => c.error)?.error ?? this.adoptError
    const providers = this.conns.map((c) => c.provider)
    const state: SyncStatus['state'] = error ? 'error' : linkState(providers, browserOnline())
    const queued = new Set<string>()
    for (const c of this.conns) unstoredIds(c.doc, c.stored).forEach((id) => queued.add(id))
    for (const a of this.pending) queued.add(a.id)
    const awareness = this.conns[0]?.provider.awareness
    const peers: SyncPeer[] = []
    awareness?.getStates().forEach((s, client) => {
      const peer = s as { name?: unknown; role?: unknown }
      if (typeof peer.name === 'string' && typeof peer.role === 'string') peers.push({ name: peer.name, role: peer.role as SyncPeer['role'], self: client === awareness.clientID })
    })
    return { state, role: this.role, peers, queued: queued.size, error }
  }

  private changed(): void {
    if (this.stopped) return
    this.last = this.compute()
    this.listeners.forEach((l) => l(this.last))
  }

  status(): SyncStatus {
    return this.last
  }

  onStatus(listener: (status: SyncStatus) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Ends the connections and lets go of the documents (kept on this phone). */
  close(): void {
    if (this.stopped) return
    this.flush()
    this.stopped = true
    if (this.adoptTimer) clearTimeout(this.adoptTimer)
    this.stops.forEach((s) => s())
    this.conns.forEach((c) => c.provider.destroy())
    Object.values(this.docs).forEach(releaseDoc)
    const store = useBattleStore()
    if (store.state?.setup.id === this.battleId) {
      store.setReadOnly(null)
      store.setSeat(null)
    }
    store.setDevice(this.battleId, null)
  }

  async stop(): Promise<void> {
    this.close()
    sessions.delete(this.battleId)
    const { dropShare } = await import('./shares')
    await dropShare(this.battleId)
    await dropDocs(this.battleId)
  }

  /** Test and bench hooks: the shared log's length here. */
  sharedCount(): number {
    return logOf(this.pub).length
  }
}

/** One live session per battle on this phone. */
export const sessions = new Map<string, Promise<BattleSync>>()

export function startSession(share: ShareRecord): Promise<BattleSync> {
  let s = sessions.get(share.battleId)
  if (!s) {
    s = BattleSync.start(share)
    sessions.set(share.battleId, s)
    s.catch(() => sessions.delete(share.battleId))
  }
  return s
}

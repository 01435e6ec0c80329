/**
 * The sync layer's surface for screens (issue 25). Everything behind it (yjs, y-websocket, y-dexie)
 * is loaded only when a battle is shared: screens import this file's types and call `loadSync()`,
 * never a Yjs module, so the battle list's first load is unchanged.
 */

/** umpire: everything; a / b: that side's hidden information (hands, hidden orders); watcher: read only. */
export type SyncRole = 'umpire' | 'a' | 'b' | 'watcher'

/**
 * One join link per role; each carries the server address, the battle id and that role's token.
 * Made and read by src/components/sync/joinLink.ts (`makeJoinLink(location.origin, …)`, `readJoinLink`), so the
 * /join screen can say "Join <battle> as the French player on <server>?" before anything is fetched:
 * `<app>/join#s=<server>&b=<battle id>&r=<role>&t=<token>&n=<battle name>&sa=<side a>&sb=<side b>`.
 */
export type ShareLinks = Readonly<Record<SyncRole, string>>

export interface SyncPeer {
  readonly name: string
  readonly role: SyncRole
  /** This phone. */
  readonly self: boolean
}

export interface SyncStatus {
  /** offline: no connection (actions queue here and merge later); connecting; synced: the server has everything shown as shared. */
  readonly state: 'offline' | 'connecting' | 'synced' | 'error'
  readonly role: SyncRole
  readonly peers: readonly SyncPeer[]
  /** Actions made here that the server has not yet confirmed as stored. */
  readonly queued: number
  /** What went wrong and what to do, in player words (e.g. an https page and a ws:// server); null when nothing. */
  readonly error: string | null
}

export interface SyncApi {
  /** Registers the open battle on a club server and starts syncing it as umpire; the links to hand to the other phones. */
  shareBattle(battleId: string, serverUrl: string, deviceName: string): Promise<ShareLinks>
  /** Opens a join link: fetches the battle (its whole log) and starts syncing it in the link's role; the battle's id here. */
  joinFromLink(link: string, deviceName: string): Promise<{ battleId: string; role: SyncRole }>
  /** Starts (or resumes after a reload) syncing a battle this phone shares; null when it is not shared. */
  resume(battleId: string): Promise<SyncSession | null>
  /** Whether this phone shares the battle (without loading the sync chunk's heavy parts). */
  isShared(battleId: string): Promise<boolean>
}

export interface SyncSession {
  readonly battleId: string
  readonly role: SyncRole
  /** The links this phone may hand on (an umpire: every role; a player: watcher only). */
  readonly links: Partial<ShareLinks>
  status(): SyncStatus
  /** Called on every change of status; returns the unsubscribe. */
  onStatus(listener: (status: SyncStatus) => void): () => void
  /** Stops syncing here (the battle stays on this phone; the others go on). */
  stop(): Promise<void>
}

/** The sync layer itself, loaded on demand (its own chunks: Yjs never reaches the battle list's first load). */
export const loadSync = (): Promise<SyncApi> => import('./client').then((m) => m.syncApi)

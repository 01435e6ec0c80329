/**
 * The strip's word for a phone's connections to the club server. y-websocket says "connecting" at every retry
 * and nothing when a retry fails, so `wsconnecting` alone read "Connecting…" for as long as a phone was offline
 * (after a reload with no network, for good). A retry after a failed attempt is offline; so is a phone the
 * browser knows has no network. "Connecting" is only the first try, or a socket open and not yet synced.
 */
export interface ProviderState {
  readonly synced: boolean
  readonly wsconnected: boolean
  readonly wsconnecting: boolean
  /** Closed attempts since the last sync (y-websocket resets it once a connection synced). */
  readonly wsUnsuccessfulReconnects: number
}

export function linkState(providers: readonly ProviderState[], online = true): 'synced' | 'connecting' | 'offline' {
  if (!online) return 'offline'
  if (providers.length && providers.every((p) => p.synced)) return 'synced'
  return providers.some((p) => p.wsconnected || (p.wsconnecting && p.wsUnsuccessfulReconnects === 0)) ? 'connecting' : 'offline'
}

/** navigator.onLine where there is one: false only when the browser knows the phone has no network. */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false

/** The little of the service-worker API that "Update now" needs (a fake in tests). */
export interface UpdateEnv {
  /** navigator.serviceWorker, when the browser has one. */
  readonly container?: { addEventListener(type: 'controllerchange', f: () => void, o?: { once: boolean }): void }
  /** The worker waiting to take over (registration.waiting). */
  readonly waiting?: { readonly state: string; addEventListener(type: 'statechange', f: () => void): void } | null
  readonly reload: () => void
  readonly later: (f: () => void, ms: number) => void
}

/** How long "Update now" waits for the new worker before reloading anyway. */
export const UPDATE_FALLBACK_MS = 3000

/**
 * "Update now" always ends in the new version. vite-plugin-pwa reloads only when the new worker
 * takes control of a page that already had one; on a first visit (no controller) it never does. So
 * the page reloads at the first of: control changes, the waiting worker is activated, or
 * UPDATE_FALLBACK_MS pass (also if skipping the wait failed). It reloads once.
 */
export async function updateNow(skipWaiting: () => Promise<void>, env: UpdateEnv): Promise<void> {
  let reloaded = false
  const reload = () => {
    if (reloaded) return
    reloaded = true
    env.reload()
  }
  env.container?.addEventListener('controllerchange', reload, { once: true })
  const waiting = env.waiting
  waiting?.addEventListener('statechange', () => {
    if (waiting.state === 'activated') reload()
  })
  env.later(reload, UPDATE_FALLBACK_MS)
  try {
    await skipWaiting()
  } catch {
    // The fallback still reloads: a page stuck on the old version is worse than a reload.
  }
}

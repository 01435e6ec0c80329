import { useEventListener } from '@vueuse/core'
import type { Ref } from 'vue'

/**
 * Nothing waits to be flushed when the page hides: every store call awaits its own IndexedDB
 * transaction before the screen shows the change, so whatever the screen confirmed is already on
 * disk. On `pagehide`/`visibilitychange` there is therefore nothing to write. The one window is a
 * write still in flight (`busy`): then we ask the browser to hold the page (beforeunload), since an
 * unfinished transaction is rolled back and that change was never shown as done.
 */
export function useUnsavedGuard(busy: Ref<boolean>) {
  useEventListener(window, 'beforeunload', (e: BeforeUnloadEvent) => {
    if (!busy.value) return
    e.preventDefault()
    e.returnValue = ''
  })
}

import { useWakeLock } from '@vueuse/core'
import { onBeforeUnmount, watch } from 'vue'
import { useSettingsStore } from '@/stores/settings'

/**
 * Keeps the screen on while the calling page is shown and the player's switch is on.
 * useWakeLock re-requests the lock when the page becomes visible again (the browser drops it on hide).
 */
export function useKeepAwake() {
  const settings = useSettingsStore()
  const lock = useWakeLock()

  watch(
    () => settings.keepAwake,
    async (on) => {
      if (!lock.isSupported.value) return
      if (on) await lock.request('screen').catch(() => undefined)
      else await lock.release()
    },
    { immediate: true },
  )
  onBeforeUnmount(() => { void lock.release() })
  return { supported: lock.isSupported, active: lock.isActive }
}

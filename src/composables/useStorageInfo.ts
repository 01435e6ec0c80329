import { onMounted, ref } from 'vue'

/** Whether the browser promised to keep our data, and how much space it uses. */
export function useStorageInfo() {
  const supported = typeof navigator !== 'undefined' && 'storage' in navigator
  const persisted = ref<boolean | null>(null)
  const usage = ref<number | undefined>()
  const quota = ref<number | undefined>()
  const asking = ref(false)

  async function refresh() {
    if (!supported) return
    persisted.value = (await navigator.storage.persisted?.()) ?? null
    const estimate = await navigator.storage.estimate?.()
    usage.value = estimate?.usage
    quota.value = estimate?.quota
  }

  /** Asks the browser not to evict the battles under storage pressure. */
  async function requestPersist(): Promise<boolean> {
    if (!supported || !navigator.storage.persist) return false
    asking.value = true
    try {
      persisted.value = await navigator.storage.persist()
      return persisted.value
    } finally {
      asking.value = false
      await refresh()
    }
  }

  onMounted(refresh)
  return { supported, persisted, usage, quota, asking, refresh, requestPersist }
}

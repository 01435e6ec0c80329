import { useLocalStorage } from '@vueuse/core'
import { defineStore } from 'pinia'
import { computed, watchEffect } from 'vue'

export type Theme = 'dark' | 'light'

export interface DeviceSettings {
  theme: Theme
  /** Keep the screen from sleeping while a battle is open. */
  keepAwake: boolean
}

/** Key read by the inline script in index.html (theme before first paint): keep the two in step. */
export const SETTINGS_KEY = 'adc.settings'
export const DEFAULT_SETTINGS: DeviceSettings = { theme: 'dark', keepAwake: false }

/**
 * Per-device display preferences (not battle data): kept in localStorage so they apply before the
 * database opens. Rulings live in each battle's setup, where the owner changes them per battle.
 */
export const useSettingsStore = defineStore('settings', () => {
  const stored = useLocalStorage<DeviceSettings>(SETTINGS_KEY, { ...DEFAULT_SETTINGS }, { mergeDefaults: true })

  const theme = computed<Theme>({
    get: () => (stored.value.theme === 'light' ? 'light' : 'dark'),
    set: (t) => { stored.value = { ...stored.value, theme: t } },
  })
  const keepAwake = computed<boolean>({
    get: () => stored.value.keepAwake === true,
    set: (on) => { stored.value = { ...stored.value, keepAwake: on } },
  })

  if (typeof document !== 'undefined') {
    watchEffect(() => { document.documentElement.dataset.theme = theme.value })
  }

  return { theme, keepAwake }
})

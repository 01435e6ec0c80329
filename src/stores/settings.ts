import { useLocalStorage, usePreferredDark } from '@vueuse/core'
import { defineStore } from 'pinia'
import { computed, watchEffect } from 'vue'

export type Theme = 'dark' | 'light'
/** 'system': follow the phone's light/dark setting until the player picks one. */
export type ThemeChoice = Theme | 'system'

export interface DeviceSettings {
  theme: ThemeChoice
  /** Keep the screen from sleeping while a battle is open. */
  keepAwake: boolean
}

/** Key read by public/theme.js (theme before first paint): keep the two in step. */
export const SETTINGS_KEY = 'adc.settings'
export const DEFAULT_SETTINGS: DeviceSettings = { theme: 'system', keepAwake: false }
const CHOICES: readonly ThemeChoice[] = ['system', 'dark', 'light']

/**
 * Per-device display preferences (not battle data): kept in localStorage so they apply before the
 * database opens. Rulings live in each battle's setup, where the owner changes them per battle.
 */
export const useSettingsStore = defineStore('settings', () => {
  const stored = useLocalStorage<DeviceSettings>(SETTINGS_KEY, { ...DEFAULT_SETTINGS }, { mergeDefaults: true })

  const prefersDark = usePreferredDark()
  /** What the player chose (a damaged value reads as 'system'). */
  const themeChoice = computed<ThemeChoice>({
    get: () => (CHOICES.includes(stored.value.theme) ? stored.value.theme : 'system'),
    set: (t) => { stored.value = { ...stored.value, theme: t } },
  })
  /** The theme in force: the choice, or the phone's setting under 'system'. */
  const theme = computed<Theme>(() => (themeChoice.value === 'system' ? (prefersDark.value ? 'dark' : 'light') : themeChoice.value))
  const keepAwake = computed<boolean>({
    get: () => stored.value.keepAwake === true,
    set: (on) => { stored.value = { ...stored.value, keepAwake: on } },
  })

  if (typeof document !== 'undefined') {
    watchEffect(() => { document.documentElement.dataset.theme = theme.value })
  }

  return { theme, themeChoice, keepAwake }
})

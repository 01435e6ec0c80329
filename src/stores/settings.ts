import { useLocalStorage, usePreferredDark } from '@vueuse/core'
import { defineStore } from 'pinia'
import { computed, effectScope, ref, watchEffect, type Ref } from 'vue'

export type Theme = 'dark' | 'light'
/** 'system': follow the phone's light/dark setting until the player picks one. */
export type ThemeChoice = Theme | 'system'

export interface DeviceSettings {
  theme: ThemeChoice
  /** Keep the screen from sleeping while a battle is open. */
  keepAwake: boolean
  /** Per ruleset id: who enters its rule-book data and from which printing or play aid (issue 24). */
  ruleBooks?: Record<string, RuleBookProvenance>
}

/** Stamped on what the Rule book editors save and on an exported pack. '' = not said. */
export interface RuleBookProvenance {
  enteredBy: string
  source: string
}

/** The longest "entered by" or "source" kept (a pack cuts longer text anyway). */
export const PROVENANCE_TEXT_MAX = 120
const textField = (x: unknown): string => (typeof x === 'string' ? x.slice(0, PROVENANCE_TEXT_MAX) : '')

/** Key read by public/theme.js (theme before first paint): keep the two in step. */
export const SETTINGS_KEY = 'adc.settings'
export const DEFAULT_SETTINGS: DeviceSettings = { theme: 'system', keepAwake: false }
const CHOICES: readonly ThemeChoice[] = ['system', 'dark', 'light']

/**
 * The phone's light/dark setting, followed live. The inline theme script (public/theme.js) has just
 * asked the phone and written the answer on <html>; asking again while the app starts costs a style
 * pass in the start-up task (8–30 ms in Chromium here, four times that on a slow phone), so the
 * start-up value is the script's answer and the live query is attached once the page is idle.
 */
function usePhoneDark(): Ref<boolean> {
  const dark = ref(typeof document === 'undefined' || document.documentElement.dataset.theme !== 'light')
  const later = typeof requestIdleCallback === 'function' ? requestIdleCallback : (f: () => void) => setTimeout(f, 0)
  later(() => {
    effectScope(true).run(() => {
      const live = usePreferredDark()
      watchEffect(() => { dark.value = live.value })
    })
  })
  return dark
}

/**
 * Per-device display preferences (not battle data): kept in localStorage so they apply before the
 * database opens. Rulings live in each battle's setup, where the owner changes them per battle.
 */
export const useSettingsStore = defineStore('settings', () => {
  const stored = useLocalStorage<DeviceSettings>(SETTINGS_KEY, { ...DEFAULT_SETTINGS }, { mergeDefaults: true })

  const prefersDark = usePhoneDark()
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

  /** The ruleset's provenance; a damaged or missing value reads as empty fields. */
  function ruleBookProvenance(ruleset: string): RuleBookProvenance {
    const all = stored.value.ruleBooks
    const p: unknown = typeof all === 'object' && all !== null && Object.hasOwn(all, ruleset) ? all[ruleset] : undefined
    const x = (typeof p === 'object' && p !== null ? p : {}) as Record<string, unknown>
    return { enteredBy: textField(x.enteredBy), source: textField(x.source) }
  }
  function setRuleBookProvenance(ruleset: string, p: RuleBookProvenance): void {
    const all = typeof stored.value.ruleBooks === 'object' && stored.value.ruleBooks !== null ? stored.value.ruleBooks : {}
    stored.value = { ...stored.value, ruleBooks: { ...all, [ruleset]: { enteredBy: textField(p.enteredBy), source: textField(p.source) } } }
  }

  if (typeof document !== 'undefined') {
    watchEffect(() => { document.documentElement.dataset.theme = theme.value })
  }

  return { theme, themeChoice, keepAwake, ruleBookProvenance, setRuleBookProvenance }
})

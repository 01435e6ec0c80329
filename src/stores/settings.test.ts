// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { SETTINGS_KEY, useSettingsStore } from './settings'

describe('device settings', () => {
  beforeEach(() => {
    localStorage.clear()
    setActivePinia(createPinia())
  })

  it('starts following the phone (dark here, where the test browser prefers no light scheme) with the screen allowed to sleep', () => {
    const s = useSettingsStore()
    expect(s.themeChoice).toBe('system')
    expect(s.keepAwake).toBe(false)
  })

  it('switching to light repaints the page and survives a reload', async () => {
    const s = useSettingsStore()
    s.themeChoice = 'light'
    await nextTick()
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}').theme).toBe('light')
    setActivePinia(createPinia())
    expect(useSettingsStore().theme).toBe('light')
  })

  it('a damaged saved value falls back to following the phone instead of breaking the app', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ theme: 'neon', keepAwake: 'yes' }))
    const s = useSettingsStore()
    expect(s.themeChoice).toBe('system')
    expect(s.keepAwake).toBe(false)
  })
})

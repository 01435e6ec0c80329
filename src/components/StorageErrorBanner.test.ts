// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import StorageErrorBanner from './StorageErrorBanner.vue'

describe('storage error banner', () => {
  it('shows the store error as an alert the player can dismiss', async () => {
    const w = mount(StorageErrorBanner, { props: { message: 'QuotaExceededError: the phone is full' } })
    expect(w.get('[role="alert"]').text()).toContain('the phone is full')
    await w.get('button').trigger('click')
    expect(w.emitted('dismiss')).toHaveLength(1)
  })

  it('is absent when there is no error', () => {
    expect(mount(StorageErrorBanner, { props: { message: null } }).find('[role="alert"]').exists()).toBe(false)
  })
})

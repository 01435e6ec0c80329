// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { testSetup } from '@/test-utils/battles'
import type { SyncRole } from '@/sync/api'
import { fakeSync, type FakeSync } from './fakeSync'
import SyncStrip from './SyncStrip.vue'
import { useSyncState } from './syncState'

const setup = testSetup({ id: 'ligny', sides: [{ id: 'a', name: 'French', nationality: 'French' }, { id: 'b', name: 'Prussians', nationality: 'Prussian' }] })
let fake: FakeSync

async function strip(role: SyncRole = 'umpire', shared = true) {
  fake = fakeSync(role, { peers: [{ name: 'Anne', role, self: true }, { name: 'Ben', role: 'b', self: false }] })
  if (shared) fake.shared.add(setup.id)
  useSyncState().loader = async () => fake.api
  const w = mount(SyncStrip, { props: { setup } })
  await flushPromises()
  return w
}

describe('the sync strip under the battle name', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('is absent on a battle this phone does not share', async () => {
    const w = await strip('umpire', false)
    expect(w.find('[data-test="sync-strip"]').exists()).toBe(false)
  })
  it('says connected, this phone\'s role and who else is on', async () => {
    const w = await strip()
    expect(w.find('[data-test="sync-state"]').text()).toMatch(/^Connected/)
    expect(w.find('[data-test="sync-peers"]').text()).toBe('This phone (Anne) is the umpire. With Ben (Prussians player).')
  })
  it('follows the status: offline with actions waiting, connecting, a player\'s role', async () => {
    const w = await strip('a')
    fake.setStatus({ state: 'offline', queued: 3 })
    await flushPromises()
    expect(w.find('[data-test="sync-state"]').text()).toMatch(/Offline: play on, actions queue here and merge when the phone reconnects/)
    expect(w.find('[data-test="sync-queued"]').text()).toBe('3 actions waiting to be stored on the club server')
    expect(w.find('[data-test="sync-peers"]').text()).toMatch(/is the French player/)
    fake.setStatus({ state: 'connecting', queued: 0 })
    await flushPromises()
    expect(w.find('[data-test="sync-state"]').text()).toMatch(/^Connecting/)
    expect(w.find('[data-test="sync-queued"]').exists()).toBe(false)
  })
  it('shows the sync layer\'s error in its own words (an https page and a ws:// server)', async () => {
    const w = await strip()
    const said = 'This page is https, so it cannot reach ws://192.168.1.20:4444: use wss:// with a trusted certificate, or open the app from the club server.'
    fake.setStatus({ state: 'error', error: said })
    await flushPromises()
    expect(w.find('[data-test="sync-strip"]').classes()).toContain('error')
    expect(w.find('[data-test="sync-state"]').text()).toBe(said)
  })
  it('a watcher reads that it is a watcher, alone when no one else is on', async () => {
    const w = await strip('watcher')
    fake.setStatus({ peers: [{ name: 'Carla', role: 'watcher', self: true }] })
    await flushPromises()
    expect(w.find('[data-test="sync-peers"]').text()).toBe('This phone (Carla) is a watcher. No other phone connected.')
  })
})

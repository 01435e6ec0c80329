// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import JoinPage from '@/pages/JoinPage.vue'
import type { SyncRole } from '@/sync/api'
import { fakeLinks, fakeSync, type FakeSync } from './fakeSync'
import { useSyncPrefs } from './prefs'
import { useSyncState } from './syncState'

let fake: FakeSync
const links = fakeLinks('ligny', { battle: 'Ligny', sides: ['French', 'Prussians'] })

async function page(address: string) {
  history.replaceState(null, '', address.replace(/^https?:\/\/[^/]+/, ''))
  fake = fakeSync('a')
  useSyncState().loader = async () => fake.api
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/join', component: JoinPage }, { path: '/battle/:id', component: { template: '<p>battle</p>' } }, { path: '/', component: { template: '<p>list</p>' } }] })
  await router.push('/join')
  const w = mount(JoinPage, { global: { plugins: [router] } })
  await flushPromises()
  return { w, router }
}
const linkFor = (role: SyncRole) => links[role]

describe('/join: a phone that scanned a QR code', () => {
  beforeEach(() => { setActivePinia(createPinia()); localStorage.clear() })

  it('asks to join the battle in the link\'s role on its server, then joins and opens the battle', async () => {
    const { w, router } = await page(linkFor('a'))
    expect(w.find('[data-test="join-question"]').text()).toBe('Join Ligny as the French player on box:4444?')
    await w.find('input[name="device"]').setValue('Ben')
    await w.find('[data-test="join-form"]').trigger('submit')
    await flushPromises()
    expect(fake.calls).toEqual([`join ${location.origin}/join#${linkFor('a').split('#')[1]} Ben`])
    expect(router.currentRoute.value.fullPath).toBe('/battle/ligny')
    expect(useSyncPrefs().device).toBe('Ben')
  })
  it('says each role in words', async () => {
    expect((await page(linkFor('umpire'))).w.find('[data-test="join-question"]').text()).toMatch(/as the umpire/)
    expect((await page(linkFor('b'))).w.find('[data-test="join-question"]').text()).toMatch(/as the Prussians player/)
    expect((await page(linkFor('watcher'))).w.find('[data-test="join-question"]').text()).toMatch(/as a watcher/)
  })
  it('offers the remembered phone name; an empty one is asked for beside the field, nothing joined', async () => {
    useSyncPrefs().remember({ device: 'Ben' })
    const { w } = await page(linkFor('a'))
    expect((w.find('input[name="device"]').element as HTMLInputElement).value).toBe('Ben')
    await w.find('input[name="device"]').setValue('  ')
    await w.find('[data-test="join-form"]').trigger('submit')
    expect(w.find('[data-test="device-problem"]').text()).toMatch(/Give this phone a name/)
    expect(fake.calls).toEqual([])
  })
  it('a join that fails says why and what to do, staying on the page', async () => {
    const { w, router } = await page(linkFor('a'))
    fake.fail = new Error('the club server refused this key')
    await w.find('input[name="device"]').setValue('Ben')
    await w.find('[data-test="join-form"]').trigger('submit')
    await flushPromises()
    expect(w.find('[data-test="join-failed"]').text()).toMatch(/^Could not join: the club server refused this key\. Check that this phone is on the club's Wi-Fi/)
    expect(router.currentRoute.value.path).toBe('/join')
  })
  it('a damaged link is refused in plain words, with no Join button; a pasted good link is then read', async () => {
    const { w } = await page(linkFor('a').replace('b=ligny', 'b=%3Cscript%3E'))
    expect(w.find('[data-test="link-problem"]').text()).toMatch(/battle "<script>" is not a battle id.*show its QR code again/)
    expect(w.find('[data-test="join"]').exists()).toBe(false)
    await w.find('input[name="link"]').setValue(linkFor('watcher'))
    await w.findAll('form').at(-1)!.trigger('submit')
    await flushPromises()
    expect(w.find('[data-test="join-question"]').text()).toMatch(/as a watcher on box:4444/)
  })
  it('another link opened while the page is up (only the part after # changes) is read again', async () => {
    const { w } = await page(linkFor('a'))
    history.replaceState(null, '', `/join#${linkFor('watcher').split('#')[1]}`)
    window.dispatchEvent(new Event('hashchange'))
    await flushPromises()
    expect(w.find('[data-test="join-question"]').text()).toMatch(/as a watcher/)
  })
  it('a page opened with no link says there is no battle in it', async () => {
    const { w } = await page('/join')
    expect(w.find('[data-test="link-problem"]').text()).toMatch(/no battle in it/)
  })
})

// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { testSetup } from '@/test-utils/battles'
import type { SyncRole } from '@/sync/api'
import { fakeSync, type FakeSync } from './fakeSync'
import { readJoinLink } from './joinLink'
import { useSyncPrefs } from './prefs'
import SharePanel from './SharePanel.vue'
import { useSyncState } from './syncState'

const setup = testSetup({ id: 'ligny', name: 'Ligny', sides: [{ id: 'a', name: 'French', nationality: 'French' }, { id: 'b', name: 'Prussians', nationality: 'Prussian' }] })
let fake: FakeSync

async function panel(role: SyncRole = 'umpire', shared = false) {
  fake = fakeSync(role)
  const sync = useSyncState()
  sync.loader = async () => fake.api
  if (shared) { fake.shared.add(setup.id); await sync.attach(setup.id) }
  const w = mount(SharePanel, { props: { setup }, attachTo: document.body })
  await flushPromises()
  return w
}
const tabs = (w: Awaited<ReturnType<typeof panel>>) => w.findAll('[role="tab"]').map((t) => t.text())

describe('"Play on several phones"', () => {
  beforeEach(() => { setActivePinia(createPinia()); localStorage.clear(); document.body.innerHTML = '' })

  it('tapping Share with empty fields says beside each what to enter, and shares nothing', async () => {
    const w = await panel()
    await w.find('form').trigger('submit')
    expect(w.find('[data-test="server-problem"]').text()).toMatch(/Enter the club server's address/)
    expect(w.find('[data-test="device-problem"]').text()).toMatch(/Give this phone a name/)
    expect(w.find('input[name="server"]').attributes('aria-invalid')).toBe('true')
    expect(fake.calls).toEqual([])
  })
  it('a bad address is refused as typed, the draft kept', async () => {
    const w = await panel()
    await w.find('input[name="server"]').setValue('ftp://box:21')
    expect(w.find('[data-test="server-problem"]').text()).toMatch(/must start with https:\/\/.*not "ftp:\/\/"/)
    await w.find('input[name="device"]').setValue('Anne')
    await w.find('form').trigger('submit')
    expect(fake.calls).toEqual([])
    expect((w.find('input[name="server"]').element as HTMLInputElement).value).toBe('ftp://box:21')
  })
  it('shares with the checked address and name, remembers both, and shows a QR code and link per role', async () => {
    const w = await panel()
    await w.find('input[name="server"]').setValue(' https://box:4444/ ')
    await w.find('input[name="device"]').setValue(' Anne ')
    await w.find('form').trigger('submit')
    await flushPromises()
    expect(fake.calls).toEqual(['share ligny https://box:4444 Anne'])
    expect([useSyncPrefs().server, useSyncPrefs().device]).toEqual(['https://box:4444', 'Anne'])
    expect(tabs(w)).toEqual(['Umpire', 'French', 'Prussians', 'Watcher'])
    expect(w.find('[aria-selected="true"]').text()).toBe('French')
    expect(w.find('[data-test="share-link"]').text()).toMatch(/French player: sees the French hand and hidden orders/)
    expect(w.find('svg[data-test="qr"]').attributes('aria-label')).toBe('QR code to join as French player')
    expect(w.text()).toMatch(/umpire sees everything; a player sees their own hand and hidden orders; a watcher only reads/)
    await w.findAll('[role="tab"]')[3]!.trigger('click')
    expect(w.find('[data-test="share-link"]').text()).toMatch(/Watcher: follows the battle and changes nothing/)
  })
  it('opens with the remembered address and name', async () => {
    useSyncPrefs().remember({ server: 'https://box:4444', device: 'Anne' })
    const w = await panel()
    expect((w.find('input[name="server"]').element as HTMLInputElement).value).toBe('https://box:4444')
    expect((w.find('input[name="device"]').element as HTMLInputElement).value).toBe('Anne')
  })
  it('a failed share says why and what to check, keeping the form', async () => {
    const w = await panel()
    fake.fail = new Error('the club server at box:4444 did not answer')
    await w.find('input[name="server"]').setValue('https://box:4444')
    await w.find('input[name="device"]').setValue('Anne')
    await w.find('form').trigger('submit')
    await flushPromises()
    expect(w.find('[data-test="share-failed"]').text()).toMatch(/Could not share the battle: the club server at box:4444 did not answer\. Check the address/)
    expect(w.find('input[name="server"]').exists()).toBe(true)
    expect(useSyncPrefs().server).toBe('')
  })
  it('copies a link and says so; a refused copy says what else to do', async () => {
    const w = await panel('umpire', true)
    const writeText = vi.fn(async (_text: string) => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await w.find('[data-test="copy-link"]').trigger('click')
    await flushPromises()
    const copied = writeText.mock.calls[0]![0]
    const read = readJoinLink(copied)
    expect(read.ok && [read.link.role, read.link.battleId]).toEqual(['a', 'ligny'])
    expect(w.find('[role="status"]').text()).toMatch(/Link copied/)
    writeText.mockRejectedValueOnce(new Error('denied'))
    await w.find('[data-test="copy-link"]').trigger('click')
    await flushPromises()
    expect(w.find('[role="status"]').text()).toMatch(/would not copy: use Share, or scan the code/)
  })
  it('a phone already sharing goes straight to its links and can stop syncing here', async () => {
    const w = await panel('umpire', true)
    expect(tabs(w)).toEqual(['Umpire', 'French', 'Prussians', 'Watcher'])
    await w.find('[data-test="stop-sync"]').trigger('click')
    await flushPromises()
    expect(fake.calls).toEqual(['stop ligny'])
    expect(w.find('input[name="server"]').exists()).toBe(true)
  })
  it("a watcher's phone has no link to hand on and says so, with no form to share again", async () => {
    const w = await panel('watcher', true)
    expect(w.find('[data-test="no-links"]').text()).toBe("This phone joined as a watcher: only the umpire's phone hands out join links.")
    expect(w.find('input[name="server"]').exists()).toBe(false)
    expect(w.find('[data-test="stop-sync"]').exists()).toBe(true)
  })
  it("a player's phone hands on the watcher's link only: no tabs of roles, and it says who hands out the others", async () => {
    const w = await panel('a', true)
    expect(tabs(w)).toEqual([])
    expect(w.find('[data-test="watcher-only"]').text()).toBe("Watcher link: scan the code with the other phone's camera, or send it the link. Only the umpire's phone hands out player links.")
    expect(w.findAll('[data-test="share-link"]')).toHaveLength(1)
    expect(w.find('[data-test="share-link"]').text()).toMatch(/^Watcher: follows the battle and changes nothing/)
    expect(readJoinLink(w.find('[data-test="share-link"]').attributes('data-link')!)).toMatchObject({ ok: true, link: { role: 'watcher' } })
    expect(w.find('[data-test="stop-sync"]').exists()).toBe(true)
  })
})

import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { card } from './helpers'

/**
 * Issue 26, Shown: each damage of storage is written into IndexedDB for every ruleset (under the app, as
 * a failing disk or another program would), and each is detected, repaired or set aside, with nothing
 * else lost. The battles are real played battles (tests/fixtures/played/, made through each ruleset's
 * screens' drafts), padded with renames past 200 actions so each has a stored snapshot.
 */
const RULESETS = ['wargaming', 'miniatures', 'boardgame', 'series', 'waterloo'] as const
const LENGTH = 230

interface File { setup: { name: string }; actions: { seq: number; at: number }[] }

function padded(ruleset: string): string {
  const file = JSON.parse(readFileSync(`tests/fixtures/played/${ruleset}.battle.json`, 'utf8')) as File & { actions: unknown[] }
  const last = file.actions.at(-1) as { seq: number; at: number }
  for (let seq = last.seq + 1; seq <= LENGTH; seq++)
    file.actions.push({ seq, at: last.at + seq, kind: 'battle.rename', label: `Renamed the battle "${file.setup.name}" to "${file.setup.name}"`, ops: [{ op: 'setup.patch', patch: { name: file.setup.name } }] })
  return JSON.stringify(file)
}

async function importText(page: Page, text: string, name: string): Promise<string> {
  await page.goto('/')
  await page.getByTestId('import-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(page.getByTestId('battle-name')).toBeVisible()
  const id = /\/battle\/([^/]+)/.exec(page.url())?.[1]
  if (!id) throw new Error(`no battle id in ${page.url()}`)
  return id
}

type Damage = 'lastSeq' | 'snapshotName' | 'snapshotType' | 'badAt'

/** Writes one damage straight into the app's IndexedDB (its own version, raw API). */
async function damage(page: Page, id: string, what: Damage): Promise<void> {
  await page.evaluate(async ({ id, what }) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('aide-de-camp')
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    const tx = db.transaction(['battles', 'actions', 'snapshots'], 'readwrite')
    const ask = <T>(r: IDBRequest<T>) => new Promise<T>((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error) })
    type Rec = Record<string, unknown>
    if (what === 'lastSeq') {
      const b = (await ask(tx.objectStore('battles').get(id))) as Rec
      tx.objectStore('battles').put({ ...b, lastSeq: (b.lastSeq as number) + 3 })
    } else if (what === 'badAt') {
      const a = (await ask(tx.objectStore('actions').get([id, 2]))) as Rec
      tx.objectStore('actions').put({ ...a, at: 1e300 })
    } else {
      const snaps = (await ask(tx.objectStore('snapshots').index('battleId').getAll(id))) as { state: { units: Record<string, Rec> } }[]
      if (!snaps.length) throw new Error('no snapshot was written')
      for (const s of snaps) {
        const [uid, unit] = Object.entries(s.state.units)[0]!
        const changed = what === 'snapshotName' ? { ...unit, name: 'Renamed in storage' } : { ...unit, kind: 'unknown-type', state: { ...(unit.state as Rec), type: 'unknown-type' } }
        tx.objectStore('snapshots').put({ ...s, state: { ...s.state, units: { ...s.state.units, [uid]: changed } } })
      }
    }
    await new Promise<void>((resolve, reject) => { tx.oncomplete = () => resolve(); tx.onerror = () => reject(tx.error) })
    db.close()
  }, { id, what })
}

async function snapshotNames(page: Page, id: string): Promise<string[]> {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve) => { const r = indexedDB.open('aide-de-camp'); r.onsuccess = () => resolve(r.result) })
    const all = await new Promise<{ state: { units: Record<string, { name: string; kind: string }> } }[]>((resolve) => {
      const r = db.transaction('snapshots').objectStore('snapshots').index('battleId').getAll(id)
      r.onsuccess = () => resolve(r.result as never)
    })
    db.close()
    return all.flatMap((s) => Object.values(s.state.units).map((u) => `${u.name}/${u.kind}`))
  }, id)
}

/** A damaged owner record each ruleset with owner records reads, and the tab where it is edited. */
const OWNER: Partial<Record<(typeof RULESETS)[number], { tab: string; open?: string; record: Record<string, unknown>; fix: 'Repair (keep the valid part)' | 'Remove' }>> = {
  miniatures: {
    tab: 'hits', fix: 'Repair (keep the valid part)',
    record: { id: 'miniatures-hits', ruleset: 'miniatures', kind: 'table', name: 'Hits table', provenance: 'my rule book', version: 1, updatedAt: 1_700_000_000_000,
      data: { id: 'hits', title: 'Hits table', source: 'my rule book', die: 'd6', rows: [null, { from: 1, to: 3, hits: [0, 0, 1, 1, 1, 2] }] } },
  },
  series: {
    tab: 'play-aid', fix: 'Remove',
    record: { id: 'series-fire-table', ruleset: 'series', kind: 'table', name: 'Fire Table', provenance: 'play aid', version: 1, updatedAt: 1_700_000_000_000,
      data: { id: 'fire', title: 'Fire Table', source: 'play aid', columns: [{ min: 1, max: 3 }], rows: [null] } },
  },
  waterloo: {
    // Edited on the Rule book screen (issue 24): a damaged record is named on its entry there.
    tab: 'rule-book', fix: 'Remove',
    record: { id: 'waterloo-counters', ruleset: 'waterloo', kind: 'table', name: 'Counter values', provenance: 'my counters', version: 1, updatedAt: 1_700_000_000_000, data: { units: { x: 5 } } },
  },
  wargaming: {
    tab: 'roster', open: 'Add unit', fix: 'Remove',
    record: { id: 'troop-1', ruleset: 'wargaming', kind: 'troopType', name: 'French Grenadiers', provenance: 'club', version: 1, updatedAt: 1_700_000_000_000, data: { troopType: 5 } },
  },
}

async function putOwnerRecord(page: Page, record: Record<string, unknown>): Promise<void> {
  await page.evaluate(async (record) => {
    const db = await new Promise<IDBDatabase>((resolve) => { const r = indexedDB.open('aide-de-camp'); r.onsuccess = () => resolve(r.result) })
    const tx = db.transaction('houseRules', 'readwrite')
    tx.objectStore('houseRules').put(record)
    await new Promise<void>((resolve) => { tx.oncomplete = () => resolve() })
    db.close()
  }, record)
}

for (const ruleset of RULESETS) {
  test(`${ruleset}: every damage of storage is detected, repaired or set aside, and nothing else is lost`, async ({ page }) => {
    test.setTimeout(180_000)
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()) })
    const text = padded(ruleset)
    const ids: Record<'control' | Damage, string> = { control: '', lastSeq: '', snapshotName: '', snapshotType: '', badAt: '' }
    for (const k of Object.keys(ids) as (keyof typeof ids)[]) ids[k] = await importText(page, text, `${ruleset}-${k}.battle.json`)
    const control = await snapshotNames(page, ids.control)
    await page.goto('/')
    for (const k of ['lastSeq', 'snapshotName', 'snapshotType', 'badAt'] as const) await damage(page, ids[k], k)

    // lastSeq ahead of the log: repaired from the log on open; the next tap is saved; Save file works.
    await page.goto(`/battle/${ids.lastSeq}`)
    await expect(page.getByTestId('storage-error')).toContainText(`record said ${LENGTH + 3} actions, its log has ${LENGTH}`)
    await page.getByTestId('undo').click()
    await expect(page.getByTestId('undo')).toBeEnabled()
    await expect(page.getByTestId('storage-error')).toHaveCount(0)
    await page.getByRole('link', { name: 'Back to battles' }).click()
    await expect(card(page, ids.lastSeq).locator('.meta')).toContainText(`${LENGTH + 1} actions`)
    await card(page, ids.lastSeq).getByRole('button', { name: /^More for/ }).click()
    const [download] = await Promise.all([page.waitForEvent('download'), card(page, ids.lastSeq).getByRole('button', { name: 'Save file' }).click()])
    expect(download.suggestedFilename()).toMatch(/\.battle\.json$/)

    // A snapshot with a unit renamed in storage: dropped, the log's state shown, a good snapshot written in its place.
    await page.goto(`/battle/${ids.snapshotName}`)
    await expect(page.getByTestId('battle-name')).toBeVisible()
    await expect(page.getByText('Renamed in storage')).toHaveCount(0)
    await expect.poll(() => snapshotNames(page, ids.snapshotName)).toEqual(control)

    // A snapshot unit of an unknown type: dropped; every battle tab opens.
    await page.goto(`/battle/${ids.snapshotType}`)
    await expect(page.getByTestId('battle-name')).toBeVisible()
    const tabs = page.getByRole('navigation', { name: 'Battle screens' }).getByRole('link')
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click()
      await expect(tabs.nth(i)).toHaveAttribute('aria-current', 'page')
    }
    await expect.poll(() => snapshotNames(page, ids.snapshotType)).toEqual(control)

    // An action with a bad `at`: the battle is set aside with what is wrong, its readable part can be saved.
    await page.goto(`/battle/${ids.badAt}`)
    const damaged = page.getByTestId('damaged-battles')
    await expect(damaged).toContainText('actions[1].at')
    await expect(damaged.locator(`li[data-damaged="${ids.badAt}"]`).getByTestId('save-readable')).toBeVisible()

    // A damaged owner record: named on the screen where it is edited, repaired or removed there.
    const owner = OWNER[ruleset]
    if (owner) {
      await putOwnerRecord(page, owner.record)
      await page.goto(owner.tab === 'rule-book' ? `/rule-book/${ruleset}/${String(owner.record.id)}` : `/battle/${ids.control}/${owner.tab}`)
      if (owner.open) await page.getByRole('button', { name: owner.open }).click()
      const note = page.getByTestId('damaged-owner-record')
      await expect(note).toContainText('is damaged')
      await note.getByRole('button', { name: owner.fix }).click()
      await expect(page.getByTestId('owner-record-fixed')).toBeVisible()
      await expect(note).toHaveCount(0)
      // The repaired table as the players read it (its editing is the Rule book's, issue 24).
      if (ruleset === 'miniatures') await expect(page.getByTestId('hits-read')).toContainText('1 to 3')
    }

    // Nothing else lost: the other battles are listed with all their actions, the control one opens as imported.
    await page.goto('/')
    for (const k of ['control', 'snapshotName', 'snapshotType'] as const) await expect(card(page, ids[k]).locator('.meta')).toContainText(`${LENGTH} actions`)
    await expect(card(page, ids.badAt)).toHaveCount(0)
    await expect(page.getByTestId('damaged-battles').locator(`li[data-damaged="${ids.badAt}"]`)).toBeVisible()
    await page.goto(`/battle/${ids.control}`)
    await expect(page.getByTestId('battle-name')).toBeVisible()
    expect(errors).toEqual([])
  })
}

import { expect, type Page } from '@playwright/test'

export interface NewBattle {
  name: string
  ruleset?: string
  sides?: [string, string]
}

/** Creates a battle through the New battle form and waits for its page; returns the battle id. */
export async function createBattle(page: Page, b: NewBattle): Promise<string> {
  await page.goto('/')
  await page.getByRole('link', { name: 'New battle' }).click()
  await page.getByLabel('Battle name').fill(b.name)
  if (b.ruleset) await page.locator(`input[name="ruleset"][value="${b.ruleset}"]`).check()
  const [a, z] = b.sides ?? ['Armée du Nord', 'Anglo-Allied army']
  await page.locator('input[name="side0-name"]').fill(a)
  await page.locator('input[name="side0-nationality"]').fill('French')
  await page.locator('input[name="side1-name"]').fill(z)
  await page.locator('input[name="side1-nationality"]').fill('British')
  await page.getByRole('button', { name: 'Create battle' }).click()
  await expect(page.getByTestId('battle-name')).toHaveText(b.name)
  const id = /\/battle\/([^/]+)/.exec(page.url())?.[1]
  if (!id) throw new Error(`no battle id in ${page.url()}`)
  return id
}

export function card(page: Page, id: string) {
  return page.locator(`li[data-battle="${id}"]`)
}

/** Renames from the battle list; resolves once the list shows the new name (the UI's confirmation). */
export async function renameFromList(page: Page, id: string, name: string): Promise<void> {
  const c = card(page, id)
  if (!(await c.getByRole('button', { name: 'Rename' }).isVisible())) await c.getByRole('button', { name: /^More for/ }).click()
  await c.getByRole('button', { name: 'Rename' }).click()
  await c.getByLabel('New name').fill(name)
  await c.getByRole('button', { name: 'Save name' }).click()
  await expect(c.locator('.name')).toHaveText(name)
}

/** The log as shown, newest first, one string per line (what, who, #seq). */
export async function logText(page: Page): Promise<string[]> {
  await expect(page.getByTestId('log').or(page.getByText('Nothing has happened yet'))).toBeVisible()
  return page.locator('[data-test="log"] li').allInnerTexts()
}

export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

/** The ruleset ids the New battle form offers (read from the page, so a new ruleset is covered without editing tests). */
export async function offeredRulesets(page: Page): Promise<string[]> {
  await page.goto('/new')
  const radios = page.locator('input[name="ruleset"]')
  await expect(radios.first()).toBeVisible()
  return radios.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))
}

/** Rows of a version-1 database (schema of Dexie version 1) to write before the app first opens it. */
export interface V1Rows {
  readonly battles: readonly unknown[]
  readonly actions: readonly unknown[]
}

/**
 * Writes a version-1 database on the app's origin from a blank page, so it exists before the app ever
 * opens it (the upgrade path a phone with an old install takes).
 */
export async function writeV1Database(page: Page, data: V1Rows): Promise<void> {
  await page.route('**/__v1-writer', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>v1</title>' }))
  await page.goto('/__v1-writer')
  await page.evaluate(async (rows) => {
    await new Promise<void>((resolve, reject) => {
      // Dexie stores its version n as n * 10: v1 = 10.
      const req = indexedDB.open('aide-de-camp', 10)
      req.onupgradeneeded = () => {
        const db = req.result
        db.createObjectStore('battles', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt')
        db.createObjectStore('actions', { keyPath: ['battleId', 'seq'] }).createIndex('battleId', 'battleId')
      }
      req.onerror = () => reject(req.error)
      req.onsuccess = () => {
        const db = req.result
        const tx = db.transaction(['battles', 'actions'], 'readwrite')
        for (const b of rows.battles) tx.objectStore('battles').put(b)
        for (const a of rows.actions) tx.objectStore('actions').put(a)
        tx.oncomplete = () => { db.close(); resolve() }
        tx.onerror = () => reject(tx.error)
      }
    })
  }, data)
}

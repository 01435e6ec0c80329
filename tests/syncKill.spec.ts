import { expect, test } from '@playwright/test'
import * as Y from 'yjs'
// @ts-expect-error y-leveldb's exports name no types; the test only reads a document back.
import { LeveldbPersistence } from 'y-leveldb'
import { createBattle, logText } from './helpers'
import { nodePhone, registerBattle, startSyncServer, until, type NodePhone } from './sync-helpers'
import { changeRuling, closePhones, phone, share, tab } from './sync-phones'

/**
 * Issue 25: the club server is killed (SIGKILL) mid-burst 50 times. Two phones (y-websocket in Node, as
 * a phone's provider) keep acting throughout. After each kill, before the server comes back, its LevelDB is
 * read from disk: every action a phone had been told was stored is there. At the end every action made
 * arrives, and all phones hold the same log in the same order.
 */
const KILLS = Number(process.env.SYNC_KILLS ?? 50)

interface Actor {
  phone: NodePhone
  /** action id → its clock in this phone's Yjs client */
  clocks: Map<string, number>
}

const actor = (phone: NodePhone): Actor => ({ phone, clocks: new Map() })

function act(a: Actor, id: string) {
  const clock = Y.decodeStateVector(Y.encodeStateVector(a.phone.doc)).get(a.phone.doc.clientID) ?? 0
  a.phone.doc.getArray('log').push([{ id, kind: 'test.burst', label: id }])
  a.clocks.set(id, clock)
}

async function storedOnDisk(dataDir: string, docName: string): Promise<Set<string>> {
  const ldb = new LeveldbPersistence(dataDir)
  try {
    const doc: Y.Doc = await ldb.getYDoc(docName)
    return new Set(doc.getArray<{ id: string }>('log').toArray().map((a) => a.id))
  } finally {
    await ldb.destroy()
  }
}

test('SIGKILL mid-burst 50 times: no action shown as shared is lost, and every action arrives', async () => {
  test.setTimeout(180_000)
  const server = await startSyncServer({ port: 5311 })
  const phones: NodePhone[] = []
  try {
    const { tokens } = await registerBattle(server.origin, 'kill')
    const [a, b] = [tokens!.a, tokens!.b].map((t) => {
      const p = nodePhone(server.origin, 'kill', 'public', t)
      phones.push(p)
      return actor(p)
    }) as [Actor, Actor]
    await Promise.all([a.phone.synced(), b.phone.synced()])
    let n = 0
    let lostChecks = 0
    for (let round = 0; round < KILLS; round++) {
      // A burst from both phones; the kill lands somewhere inside it.
      const burstMs = 60 + ((round * 37) % 140)
      const end = Date.now() + burstMs
      while (Date.now() < end) {
        act(a, `a${n}`)
        act(b, `b${n}`)
        n += 1
        await new Promise((r) => setTimeout(r, 2))
      }
      // What each phone shows as shared at the moment of the kill (its last "stored" message).
      const sharedAtKill = new Set<string>()
      for (const x of [a, b]) {
        const stored = x.phone.stored.get(x.phone.doc.clientID) ?? 0
        for (const [id, clock] of x.clocks) if (clock < stored) sharedAtKill.add(id)
      }
      await server.kill('SIGKILL')
      const onDisk = await storedOnDisk(server.dataDir, 'kill/public')
      const lost = [...sharedAtKill].filter((id) => !onDisk.has(id))
      expect(lost, `round ${round}: actions shown as shared but not on disk`).toEqual([])
      lostChecks += sharedAtKill.size
      // Phones act while the server is down too: those wait in their documents.
      act(a, `a-down${round}`)
      act(b, `b-down${round}`)
      await server.restart()
      // The next burst starts once both phones are back: the kill then lands while they are connected.
      await Promise.all([a.phone.synced(15_000), b.phone.synced(15_000)])
    }
    const made = [...a.clocks.keys(), ...b.clocks.keys()]
    await until(() => a.phone.allStored() && b.phone.allStored(), 30_000, 'every action stored after the last restart')
    const third = nodePhone(server.origin, 'kill', 'public', tokens!.umpire)
    phones.push(third)
    await third.synced()
    const thirdLog = third.doc.getArray<{ id: string }>('log').toArray().map((e) => e.id)
    expect(new Set(thirdLog)).toEqual(new Set(made))
    expect(thirdLog).toHaveLength(made.length)
    await until(() => a.phone.doc.getArray('log').length === made.length && b.phone.doc.getArray('log').length === made.length, 10_000, 'both phones complete')
    expect(a.phone.doc.getArray<{ id: string }>('log').toArray().map((e) => e.id)).toEqual(thirdLog)
    expect(b.phone.doc.getArray<{ id: string }>('log').toArray().map((e) => e.id)).toEqual(thirdLog)
    expect(lostChecks, 'phones were told of stored actions before the kills').toBeGreaterThan(KILLS)
    console.log(`sync kill: ${KILLS} SIGKILLs, ${made.length} actions, ${lostChecks} shown-as-shared checks against disk, none lost`)
  } finally {
    phones.forEach((p) => p.destroy())
    await server.stop()
  }
})

test('a phone in the browser: the server SIGKILLed mid-burst of taps keeps what the phone showed as shared, and the rest arrives', async () => {
  test.setTimeout(120_000)
  const server = await startSyncServer({ port: 5314, appDir: process.env.PW_OUTDIR ?? 'dist' })
  let watcher: NodePhone | null = null
  try {
    const page = await phone(server.origin)
    const id = await createBattle(page, { name: 'Ligny', sides: ['French', 'Prussians'] })
    const links = await share(page, server.origin)
    for (let n = 0; n < 4; n++) await changeRuling(page, id, n)
    // What the phone shows at the kill: how many actions it holds, and how many still wait to be stored.
    await tab(page, id, 'log')
    const held = (await logText(page)).length
    const queued = page.getByTestId('sync-queued')
    const waiting = (await queued.count()) ? Number((await queued.innerText()).match(/^\d+/)?.[0]) : 0
    await tab(page, id, 'rulings')
    const killed = server.kill('SIGKILL')
    await changeRuling(page, id, 4)
    await killed
    const read = new URLSearchParams(links.watcher!.split('#')[1])
    const onDisk = await storedOnDisk(server.dataDir, `${read.get('b')}/public`)
    expect(onDisk.size, `${held} held, ${waiting} waiting: the ${held - waiting} shown as shared are on disk`).toBeGreaterThanOrEqual(held - waiting)
    // Taps while the server is down queue on the phone; all arrive once it is back.
    for (let n = 5; n < 8; n++) await changeRuling(page, id, n)
    await expect(page.getByTestId('sync-queued')).toBeVisible()
    await server.restart()
    await expect(page.getByTestId('sync-queued')).toBeHidden({ timeout: 20_000 })
    watcher = nodePhone(server.origin, read.get('b')!, 'public', read.get('t')!)
    await watcher.synced()
    await tab(page, id, 'log')
    expect(watcher.doc.getArray('log').length).toBe((await logText(page)).length)
    expect(watcher.doc.getArray('log').length).toBe(8)
  } finally {
    watcher?.destroy()
    await closePhones()
    await server.stop()
  }
})

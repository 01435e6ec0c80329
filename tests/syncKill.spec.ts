import { expect, test } from '@playwright/test'
import * as Y from 'yjs'
// @ts-expect-error y-leveldb's exports name no types; the test only reads a document back.
import { LeveldbPersistence } from 'y-leveldb'
import { nodePhone, registerBattle, startSyncServer, until, type NodePhone } from './sync-helpers'

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
    console.log(`sync kill: ${KILLS} SIGKILLs, ${made.length} actions, ${lostChecks} shown-as-shared checks against disk, none lost`)
  } finally {
    phones.forEach((p) => p.destroy())
    await server.stop()
  }
})

/**
 * The club sync server (server/sync-server.mjs) as a process on a real port, with real sockets:
 * tokens by role, side documents, a watcher's updates dropped, the stored state loaded before the
 * first sync is answered, and "stored" messages only for what is on disk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { nodePhone, registerBattle, startSyncServer, until, type NodePhone, type SyncServer } from '../../tests/sync-helpers'

let server: SyncServer
const phones: NodePhone[] = []
const phone = (...args: Parameters<typeof nodePhone>) => {
  const p = nodePhone(...args)
  phones.push(p)
  return p
}

beforeAll(async () => {
  server = await startSyncServer({ port: 5307 })
})
afterAll(async () => {
  phones.forEach((p) => p.destroy())
  await server.stop()
})

describe('registering a battle', () => {
  it('gives four different tokens, and the same ones again only to its umpire', async () => {
    const first = await registerBattle(server.origin, 'reg-1')
    expect(first.status).toBe(201)
    const tokens = first.tokens!
    expect(new Set(Object.values(tokens)).size).toBe(4)
    expect((await registerBattle(server.origin, 'reg-1')).status).toBe(403)
    expect((await registerBattle(server.origin, 'reg-1', tokens.watcher)).status).toBe(403)
    expect((await registerBattle(server.origin, 'reg-1', 'k0123456789abcdefghijklm')).status).toBe(403)
    const again = await registerBattle(server.origin, 'reg-1', tokens.umpire)
    expect(again).toEqual({ status: 200, tokens })
  })

  it("gives a player's token the watcher's token only, so a player's phone can hand on a watcher link", async () => {
    const { tokens } = await registerBattle(server.origin, 'reg-2')
    for (const player of [tokens!.a, tokens!.b]) expect(await registerBattle(server.origin, 'reg-2', player)).toEqual({ status: 200, tokens: { watcher: tokens!.watcher } })
    // A player's token of another battle gets nothing here.
    const other = await registerBattle(server.origin, 'reg-3')
    expect((await registerBattle(server.origin, 'reg-2', other.tokens!.a)).status).toBe(403)
  })

  it('refuses a battle id that cannot stand in an address', async () => {
    expect((await registerBattle(server.origin, 'British/KGL')).status).toBe(400)
    expect((await registerBattle(server.origin, 'x'.repeat(65))).status).toBe(400)
  })
})

describe('who may open which document', () => {
  let tokens: Record<'umpire' | 'a' | 'b' | 'watcher', string>
  beforeAll(async () => {
    tokens = (await registerBattle(server.origin, 'roles'))!.tokens!
  })

  const refusal = async (part: string, token: string, battle = 'roles') => {
    const p = phone(server.origin, battle, part, token)
    await Promise.race([p.synced(8000), until(() => p.closed !== null, 8000)])
    return p.closed?.code ?? 'open'
  }

  it('gives a side document to that side and the umpire only', async () => {
    expect(await refusal('side-a', tokens.a)).toBe('open')
    expect(await refusal('side-b', tokens.a)).toBe(4403)
    expect(await refusal('side-b', tokens.b)).toBe('open')
    expect(await refusal('side-a', tokens.b)).toBe(4403)
    expect(await refusal('side-a', tokens.umpire)).toBe('open')
    expect(await refusal('side-b', tokens.umpire)).toBe('open')
    expect(await refusal('side-a', tokens.watcher)).toBe(4403)
    expect(await refusal('public', tokens.watcher)).toBe('open')
  })

  it('refuses a wrong token and a battle not shared here', async () => {
    expect(await refusal('public', 'not-a-token')).toBe(4401)
    expect(await refusal('public', tokens.umpire, 'never-shared')).toBe(4404)
    expect(await refusal('everything', tokens.umpire)).toBe(4400)
  })

  it('lets a watcher read but drops what it writes', async () => {
    const player = phone(server.origin, 'roles', 'public', tokens.a)
    const watcher = phone(server.origin, 'roles', 'public', tokens.watcher)
    await Promise.all([player.synced(), watcher.synced()])
    watcher.doc.getArray('log').push([{ id: 'from-watcher' }])
    player.doc.getArray('log').push([{ id: 'from-player' }])
    await until(() => watcher.doc.getArray('log').length === 2 && player.allStored(), 5000, 'the player action to reach the watcher')
    await new Promise((r) => setTimeout(r, 300))
    expect(player.doc.getArray('log').toJSON()).toEqual([{ id: 'from-player' }])
    const late = phone(server.origin, 'roles', 'public', tokens.umpire)
    await late.synced()
    expect(late.doc.getArray('log').toJSON()).toEqual([{ id: 'from-player' }])
  })
})

describe('a restarted server', () => {
  it('answers a phone’s first sync with the whole stored battle, not an empty one while it reads', async () => {
    const { tokens } = await registerBattle(server.origin, 'restart')
    const writer = phone(server.origin, 'restart', 'public', tokens!.a)
    await writer.synced()
    // 400 separate updates: reading them back takes the server a while after it restarts.
    for (let i = 0; i < 400; i++) writer.doc.getArray('log').push([{ id: `a${i}` }])
    await until(() => writer.allStored(), 15_000, 'all 400 stored')
    writer.destroy()
    await server.kill()
    await server.restart()
    const reader = phone(server.origin, 'restart', 'public', tokens!.b)
    let atSync = -1
    reader.provider.once('sync', () => (atSync = reader.doc.getArray('log').length))
    await reader.synced(15_000)
    expect(atSync).toBe(400)
  })

  it('tells every phone on a document what is stored, and only what is stored', async () => {
    const { tokens } = await registerBattle(server.origin, 'stored')
    const a = phone(server.origin, 'stored', 'public', tokens!.a)
    const b = phone(server.origin, 'stored', 'public', tokens!.b)
    await Promise.all([a.synced(), b.synced()])
    a.doc.getArray('log').push([{ id: 'one' }])
    await until(() => a.allStored() && (b.stored.get(a.doc.clientID) ?? 0) >= 1, 5000, 'both told')
    // A phone that is not connected has nothing stored: its own action stays unconfirmed.
    a.provider.disconnect()
    a.doc.getArray('log').push([{ id: 'two' }])
    await new Promise((r) => setTimeout(r, 300))
    expect(a.allStored()).toBe(false)
    expect(Y.decodeStateVector(Y.encodeStateVector(a.doc)).get(a.doc.clientID)).toBe(2)
    a.provider.connect()
    await until(() => a.allStored(), 5000, 'stored after reconnecting')
  })
})

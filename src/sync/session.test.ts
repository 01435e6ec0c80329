/**
 * The phones' sync client against the real club server (a process on port 5312): a battle shared from
 * the app's store reaches another phone (y-websocket in Node), that phone's action is adopted here,
 * actions made while the server is down wait (counted as queued) and arrive after it is back, and a
 * phone joining as watcher gets the whole log and a read-only battle.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { readJoinLink } from '@/components/sync/joinLink'
import { patch, put } from '@/test-utils/battles'
import { useBattleStore } from '@/stores/battle'
import { useBattlesStore } from '@/stores/battles'
import { dropDbs, freshDb } from '@/stores/testDb'
import type { Action } from '@/model/types'
import { nodePhone, startSyncServer, until, type NodePhone, type SyncServer } from '../../tests/sync-helpers'
import type { SyncSession } from './api'
import { loadSync } from './api'

let server: SyncServer
const phones: NodePhone[] = []
const sessions: SyncSession[] = []

beforeAll(async () => {
  server = await startSyncServer({ port: 5312 })
  vi.stubGlobal('WebSocket', WebSocket)
  vi.stubGlobal('location', { origin: 'http://localhost:5312', protocol: 'http:' })
})
afterEach(async () => {
  phones.splice(0).forEach((p) => p.destroy())
  for (const s of sessions.splice(0)) await s.stop()
  await dropDbs()
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await server.stop()
})

const sides = [{ name: 'Ney', nationality: 'French' }, { name: 'Wellington', nationality: 'British/KGL' }] as const

async function sharedBattle() {
  freshDb()
  const id = await useBattlesStore().create({ name: 'Quatre Bras', ruleset: 'wargaming', sides })
  const store = useBattleStore()
  await store.open(id)
  await store.dispatch({ kind: 'unit.add', label: 'Added 45e Ligne', ops: [put('u1')] })
  await store.dispatch({ kind: 'fire.applied', label: '45e Ligne lost 1', ops: [patch('u1', { lostBases: 1 })], by: 'b' })
  const api = await loadSync()
  const links = await api.shareBattle(id, server.origin, 'Umpire phone')
  const session = (await api.resume(id))!
  sessions.push(session)
  return { id, store, api, links, session }
}

function follow(link: string) {
  const read = readJoinLink(link)
  if (!read.ok) throw new Error(read.message)
  const p = nodePhone(server.origin, read.link.battleId, 'public', read.link.token)
  phones.push(p)
  return p
}
const ids = (p: NodePhone) => p.doc.getArray<Action>('log').toArray().map((a) => a.label)

describe('a battle shared from this phone', () => {
  it('reaches another phone whole, then each new action; the server confirms every one', async () => {
    const { store, links, session } = await sharedBattle()
    expect(Object.keys(links).sort()).toEqual(['a', 'b', 'umpire', 'watcher'])
    const other = follow(links.watcher)
    await other.synced()
    await until(() => ids(other).length === 2, 5000, 'the whole log')
    expect(other.doc.getMap('meta').get('setup')).toMatchObject({ name: 'Quatre Bras' })
    await store.dispatch({ kind: 'fire.applied', label: '45e Ligne lost 2', ops: [patch('u1', { lostBases: 2 })], by: 'b' })
    await until(() => ids(other).length === 3, 5000, 'the new action')
    expect(ids(other)).toEqual(['Added 45e Ligne', '45e Ligne lost 1', '45e Ligne lost 2'])
    await until(() => session.status().state === 'synced' && session.status().queued === 0, 5000, 'synced, nothing queued')
    expect(session.status().peers.some((p) => p.self && p.name === 'Umpire phone' && p.role === 'umpire')).toBe(true)
  })

  it('adopts another phone’s action into the open battle', async () => {
    const { store, links } = await sharedBattle()
    const player = follow(links.b)
    await player.synced()
    await until(() => ids(player).length === 2, 5000, 'the whole log')
    const action = { id: 'fromPlayerB00001', seq: 0, at: Date.now(), kind: 'fire.applied', label: '45e Ligne lost 3', by: 'b', ops: [patch('u1', { lostBases: 3 })] }
    player.doc.getArray('log').push([action])
    await until(() => store.log.length === 3, 5000, 'the adopted action')
    expect(store.log.at(-1)).toMatchObject({ id: 'fromPlayerB00001', seq: 3 })
    expect(store.state?.units.u1?.state.lostBases).toBe(3)
  })

  it('keeps actions made while the server is down, counts them as queued, and sends them when it is back', async () => {
    const { store, links, session } = await sharedBattle()
    await until(() => session.status().state === 'synced', 5000, 'synced')
    await server.kill()
    await until(() => session.status().state !== 'synced', 5000, 'offline')
    await store.dispatch({ kind: 'fire.applied', label: 'Offline loss', ops: [patch('u1', { lostBases: 2 })], by: 'b' })
    expect(store.log.at(-1)?.label).toBe('Offline loss')
    await until(() => session.status().queued === 1, 2000, 'one queued')
    await server.restart()
    await until(() => session.status().state === 'synced' && session.status().queued === 0, 15_000, 'sent after the restart')
    const other = follow(links.watcher)
    await other.synced()
    await until(() => ids(other).includes('Offline loss'), 5000, 'the offline action on another phone')
  })
})

describe('hidden hands', () => {
  it('a side’s hand travels only in its document: the other side’s player has it nowhere, its own player and the umpire see it', async () => {
    const { store, links } = await sharedBattle()
    const deal = (side: 'a' | 'b', hand: string[]) => ({ op: 'deck.put' as const, id: side, deck: { owner: side, drawPile: [`command-indecision-${side === 'a' ? 1 : 2}`], turned: [], hand } })
    expect(await store.dispatch({ kind: 'deck.draw', label: 'Dealt the hands', ops: [deal('a', ['cavalry-move-1', 'cavalry-move-2']), deal('b', ['cavalry-move-3'])] })).not.toBeNull()
    const api = await loadSync()
    const joined = await api.joinFromLink(links.a, 'French phone')
    // Everything stored on this phone for the joined battle: its log rows and its Yjs documents.
    const { getDb } = await import('@/db/db')
    const rows = JSON.stringify(await getDb().actions.where('battleId').equals(joined.battleId).toArray())
    const { openDoc, releaseDoc } = await import('./ydocs')
    const docs = await Promise.all((['public', 'side-a', 'side-b'] as const).map((p) => openDoc(joined.battleId, p)))
    const kept = JSON.stringify(docs.map((d) => d.toJSON()))
    docs.forEach(releaseDoc)
    for (const stored of [rows, kept]) {
      expect(stored).not.toContain('cavalry-move-3')
      expect(stored).not.toContain('command-indecision-2')
    }
    expect(rows + kept).toContain('cavalry-move-1')
    // The other side's phone on the wire: the public log has the counts, not the cards.
    const other = follow(links.b)
    await other.synced()
    await until(() => ids(other).length === 3, 5000, 'the deal')
    const wire = JSON.stringify(other.doc.toJSON())
    expect(wire).not.toContain('cavalry-move-1')
    expect(wire).not.toContain('cavalry-move-3')
    expect(ids(other).at(-1)).toMatch(/drew/)
    // The umpire's own battle keeps both hands.
    expect(JSON.stringify(store.state?.decks)).toContain('cavalry-move-3')
    expect(JSON.stringify(store.state?.decks)).toContain('cavalry-move-1')
  })
})

describe('joining from a link', () => {
  it('as watcher: the whole log, and the battle read-only', async () => {
    const { links } = await sharedBattle()
    const api = await loadSync()
    const joined = await api.joinFromLink(links.watcher, 'Watcher phone')
    expect(joined.role).toBe('watcher')
    const store = useBattleStore()
    await store.open(joined.battleId)
    sessions.push((await api.resume(joined.battleId))!)
    expect(store.log.map((a) => a.label)).toEqual(['Added 45e Ligne', '45e Ligne lost 1'])
    await until(() => store.readOnly !== null, 2000, 'read-only')
    expect(await store.dispatch({ kind: 'fire.applied', label: 'Not allowed', ops: [patch('u1', { lostBases: 4 })], by: 'b' })).toBeNull()
  })

  it('refuses a damaged link in words, and a server that is not there', async () => {
    freshDb()
    const api = await loadSync()
    await expect(api.joinFromLink('http://x/join#s=http://localhost:5399&b=bad/id&r=a&t=tok', 'P')).rejects.toThrow(/battle/)
    await expect(api.shareBattle('nope', 'http://localhost:5399', 'P')).rejects.toThrow()
  })
})

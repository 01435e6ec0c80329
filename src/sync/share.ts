/**
 * Sharing a battle from this phone (as its umpire) and joining one from a link: the club server's
 * registration, the join links, and a joined battle written here through the one import path (its
 * setup and actions checked as a file's are).
 */
import * as Y from 'yjs'
import { makeJoinLink, readJoinLink } from '@/components/sync/joinLink'
import { getDb } from '@/db/db'
import { importBattle, readWhole } from '@/db/transfer'
import { toBattleFile } from '@/model/exportFile'
import type { ShareLinks, SyncRole } from './api'
import { connect, type Connection } from './connection'
import { joinParts } from './hidden'
import { mergedLog, readSetup } from './logDoc'
import { apiBase, partsFor, type DocPart } from './protocol'
import { findShare, readShare, saveShare, type ShareRecord } from './shares'
import { startSession } from './session'
import { openDoc, releaseDoc } from './ydocs'

const ROLES: readonly SyncRole[] = ['umpire', 'a', 'b', 'watcher']
/** How long a join waits for the server's copy of the battle. */
const JOIN_WAIT_MS = 20_000

async function register(server: string, battleId: string, umpireToken?: string): Promise<Record<SyncRole, string>> {
  let res: Response
  try {
    res = await fetch(`${apiBase(server)}/api/battles`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ battleId, umpireToken }) })
  } catch {
    throw new Error(`The club server at ${server} cannot be reached. Check that it is running, that this phone is on the club's network, and the address.`)
  }
  const body = (await res.json().catch(() => ({}))) as { tokens?: Record<SyncRole, string>; error?: string }
  if (!res.ok || !body.tokens) throw new Error(body.error ?? `The club server refused to share the battle (${res.status}).`)
  return body.tokens
}

function roleLinks(server: string, battleId: string, tokens: Record<SyncRole, string>, battleName: string, sides: readonly [string, string]): ShareLinks {
  return Object.fromEntries(ROLES.map((role) => [role, makeJoinLink(location.origin, { server, battleId, role, token: tokens[role], battleName, sides })])) as unknown as ShareLinks
}

/**
 * A player's phone may hand on a watcher link: the club server gives a player's token the watcher's and no
 * other. An older server refuses; then the share screen says only the umpire's phone hands out links.
 */
async function watcherLink(server: string, battleId: string, token: string, battleName: string, sides: readonly [string, string]): Promise<Partial<ShareLinks>> {
  const tokens: Partial<Record<SyncRole, string>> = await register(server, battleId, token).catch(() => ({}))
  return tokens.watcher ? { watcher: makeJoinLink(location.origin, { server, battleId, role: 'watcher', token: tokens.watcher, battleName, sides }) } : {}
}

export async function shareBattle(battleId: string, server: string, deviceName: string): Promise<ShareLinks> {
  const known = await readShare(battleId)
  if (known && known.role !== 'umpire') throw new Error('This phone joined the battle as a player or watcher: only the umpire\'s phone shares it.')
  const { record } = await readWhole(getDb(), battleId)
  const tokens = await register(server, battleId, known?.server === server ? known.token : undefined)
  const links = roleLinks(server, battleId, tokens, record.name, [record.setup.sides[0].name, record.setup.sides[1].name])
  const share: ShareRecord = { battleId, remoteId: battleId, server, role: 'umpire', token: tokens.umpire, links, deviceName }
  await saveShare(share)
  await startSession(share)
  return links
}

/** Waits for a connection's first sync with the server, or says why it did not come. */
function synced(conn: Connection, server: string): Promise<void> {
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => done(new Error(`The club server at ${server} did not answer. Check that this phone is on the club's network and try the link again.`)), JOIN_WAIT_MS)
    const check = () => {
      if (conn.error) done(new Error(conn.error))
      else if (conn.provider.synced) done(null)
    }
    const done = (e: Error | null) => {
      clearTimeout(timer)
      clearInterval(poll)
      if (e) fail(e)
      else ok()
    }
    const poll = setInterval(check, 50)
    check()
  })
}

export async function joinFromLink(text: string, deviceName: string): Promise<{ battleId: string; role: SyncRole }> {
  const read = readJoinLink(text, location.protocol)
  if (!read.ok) throw new Error(read.message)
  const { server, battleId: remoteId, role, token } = read.link
  const again = await findShare(server, remoteId, role)
  if (again) {
    await startSession(again)
    return { battleId: again.battleId, role: again.role }
  }
  // The server's copy first, in documents of their own; written here only once it is complete and checked.
  const parts = partsFor(role)
  const docs = Object.fromEntries(parts.map((p) => [p, new Y.Doc()])) as Record<DocPart, Y.Doc>
  const conns = parts.map((p) => connect(server, remoteId, p, token, docs[p], () => undefined))
  try {
    await Promise.all(conns.map((c) => synced(c, server)))
  } finally {
    conns.forEach((c) => c.provider.destroy())
  }
  const setup = readSetup(docs.public)
  if (!setup) throw new Error('The club server has no copy of this battle yet: ask the umpire to open it on their phone, then scan the link again.')
  const log = mergedLog(docs.public, { a: docs['side-a'], b: docs['side-b'] }, joinParts)
  const imported = await importBattle(getDb(), JSON.stringify(toBattleFile(setup, log)), crypto.randomUUID(), Date.now())
  if (!imported.ok) throw new Error(`The shared battle cannot be opened on this phone: ${imported.message}`)
  for (const p of parts) {
    const kept = await openDoc(imported.id, p)
    Y.applyUpdate(kept, Y.encodeStateAsUpdate(docs[p]))
    releaseDoc(kept)
    docs[p].destroy()
  }
  const sides = [setup.sides[0].name, setup.sides[1].name] as const
  const links = role === 'umpire' ? roleLinks(server, remoteId, await register(server, remoteId, token), setup.name, sides)
    : role === 'watcher' ? {} : await watcherLink(server, remoteId, token, setup.name, sides)
  const share: ShareRecord = { battleId: imported.id, remoteId, server, role, token, links, deviceName }
  await saveShare(share)
  await startSession(share)
  return { battleId: imported.id, role }
}

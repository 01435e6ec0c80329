/**
 * The real club sync server (server/sync-server.mjs) as tests and benches start it: its own process
 * group on a port, a temporary DATA_DIR, killed with its children afterwards. Also a Node-side
 * "phone" (y-websocket + ws) that follows what the server says it has stored.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import WebSocket from 'ws'
import * as Y from 'yjs'
import * as decoding from 'lib0/decoding'
import { WebsocketProvider } from 'y-websocket'

const ROOT = resolve(import.meta.dirname, '..')
/** Our message type beside y-websocket's (server/protocol.mjs). */
const MESSAGE_STORED = 7

export interface SyncServer {
  readonly origin: string
  readonly dataDir: string
  readonly port: number
  /** Kills the process group (SIGKILL by default) and waits for it to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>
  /** Starts it again on the same port and data. */
  restart(): Promise<void>
  /** Kills it and removes its data folder. */
  stop(): Promise<void>
}

/** Resolves once THIS child says it listens (a health check could be answered by a server left on the port). */
function waitUp(origin: string, child: ChildProcess): Promise<void> {
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`${origin} did not come up`)), 15_000)
    let said = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes('sync server on')) {
        clearTimeout(timer)
        ok()
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`sync server on ${origin} exited with ${code}`))
    })
  })
}

export async function startSyncServer(opts: { port: number; appDir?: string; dataDir?: string }): Promise<SyncServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'adc-sync-'))
  const origin = `http://localhost:${opts.port}`
  let child: ChildProcess
  const launch = async () => {
    child = spawn(process.execPath, [join(ROOT, 'server/sync-server.mjs')], {
      cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_DIR: opts.appDir ? resolve(ROOT, opts.appDir) : join(dataDir, 'no-app') },
    })
    await waitUp(origin, child)
  }
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((r) => child.once('exit', r))
    try { process.kill(-child.pid!, signal) } catch { /* already gone */ }
    await exited
  }
  await launch()
  return {
    origin, dataDir, port: opts.port, kill,
    restart: launch,
    async stop() {
      await kill()
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function registerBattle(origin: string, battleId: string, umpireToken?: string): Promise<{ status: number; tokens?: Record<'umpire' | 'a' | 'b' | 'watcher', string> }> {
  const res = await fetch(`${origin}/api/battles`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ battleId, umpireToken }) })
  const body = (await res.json()) as { tokens?: Record<'umpire' | 'a' | 'b' | 'watcher', string> }
  return { status: res.status, tokens: body.tokens }
}

/** A phone in Node: one document of a battle, its provider, and the state vector the server last said is stored. */
export interface NodePhone {
  readonly doc: Y.Doc
  readonly provider: WebsocketProvider
  stored: Map<number, number>
  /** The close the server gave, when it refused this phone. */
  closed: { code: number; reason: string } | null
  synced(timeoutMs?: number): Promise<void>
  /** Whether everything this phone's doc holds is stored on the server. */
  allStored(): boolean
  destroy(): void
}

export function nodePhone(origin: string, battleId: string, part: string, token: string, doc = new Y.Doc()): NodePhone {
  const provider = new WebsocketProvider(origin.replace(/^http/, 'ws') + '/sync', `${battleId}/${part}`, doc, {
    params: { token }, WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket, disableBc: true, maxBackoffTime: 300,
  })
  const phone: NodePhone = {
    doc, provider, stored: new Map(), closed: null,
    synced: (timeoutMs = 10_000) => new Promise((ok, fail) => {
      if (provider.synced) return ok()
      const timer = setTimeout(() => fail(new Error(`${part} did not sync (closed: ${JSON.stringify(phone.closed)})`)), timeoutMs)
      provider.once('sync', () => { clearTimeout(timer); ok() })
    }),
    allStored: () => [...Y.decodeStateVector(Y.encodeStateVector(doc))].every(([client, clock]) => (phone.stored.get(client) ?? 0) >= clock),
    destroy: () => { provider.destroy(); doc.destroy() },
  }
  provider.messageHandlers[MESSAGE_STORED] = (_encoder, decoder) => {
    phone.stored = Y.decodeStateVector(decoding.readVarUint8Array(decoder))
  }
  provider.on('closed', (event) => { phone.closed = event })
  return phone
}

export async function until(check: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

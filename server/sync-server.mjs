#!/usr/bin/env node
/**
 * The club's sync server (issue 25): `npm run sync-server`. One process at the table holds every
 * shared battle, stored in LevelDB under DATA_DIR; phones sync through y-websocket.
 *
 *   PORT (default 8787), HOST (default 0.0.0.0), DATA_DIR (default ./sync-data),
 *   TLS_CERT + TLS_KEY (PEM files: https and wss), APP_DIR (the built app to serve, default ./dist).
 *   ADC_SYNC_DEBUG=1: each phone's messages and each update, timed, on stderr (server/rooms.mjs).
 *
 *   POST /api/battles {battleId, umpireToken?} → {battleId, tokens: {umpire, a, b, watcher}} (a player's token as
 *   umpireToken: {watcher} only)
 *   WebSocket /sync/<battleId>/<public|side-a|side-b>?token=…  (the role comes from the token)
 */
import { readFileSync } from 'node:fs'
import { createServer as createHttp } from 'node:http'
import { createServer as createHttps } from 'node:https'
import { resolve } from 'node:path'
import { WebSocketServer } from 'ws'
import { LeveldbPersistence } from 'y-leveldb'
import { CLOSE, ID_PATTERN, PARTS, access } from './protocol.mjs'
import { connectWhenLoaded, holdMessages, useLeveldb } from './rooms.mjs'
import { appFiles } from './static.mjs'
import { battleTokens } from './tokens.mjs'

const env = process.env
const port = Number(env.PORT ?? 8787)
const host = env.HOST ?? '0.0.0.0'
const dataDir = resolve(env.DATA_DIR ?? 'sync-data')
const appDir = resolve(env.APP_DIR ?? 'dist')
const tls = env.TLS_CERT && env.TLS_KEY ? { cert: readFileSync(env.TLS_CERT), key: readFileSync(env.TLS_KEY) } : null

const ldb = new LeveldbPersistence(dataDir)
useLeveldb(ldb)
const tokens = battleTokens(ldb)
const app = appFiles(appDir)

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST, GET, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type' }

function json(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...CORS }).end(JSON.stringify(body))
}

function readBody(req, limit = 4096) {
  return new Promise((ok, fail) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => {
      text += chunk
      if (text.length > limit) fail(new Error('too long'))
    })
    req.on('end', () => ok(text))
    req.on('error', fail)
  })
}

async function registerBattle(req, res) {
  let body
  try {
    body = JSON.parse(await readBody(req))
  } catch {
    return json(res, 400, { error: 'Send JSON: {"battleId": "…"}' })
  }
  const battleId = body?.battleId
  if (typeof battleId !== 'string' || !ID_PATTERN.test(battleId)) return json(res, 400, { error: 'battleId: 1 to 64 letters, digits, - or _' })
  const umpireToken = typeof body.umpireToken === 'string' ? body.umpireToken : undefined
  const result = await tokens.register(battleId, umpireToken)
  if (result.status === 403) return json(res, 403, { error: 'This battle is already shared here: only its umpire may share it again (a player\'s phone gets a watcher link)' })
  return json(res, result.status, { battleId, tokens: result.tokens })
}

async function handle(req, res) {
  const path = new URL(req.url ?? '/', 'http://x').pathname
  if (req.method === 'OPTIONS' && path.startsWith('/api/')) return void res.writeHead(204, CORS).end()
  if (path === '/api/battles' && req.method === 'POST') return registerBattle(req, res)
  if (path === '/api/health') return json(res, 200, { ok: true })
  if (app && (req.method === 'GET' || req.method === 'HEAD')) return app(req, res)
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Aide-de-Camp sync server: no such address')
}

const server = tls ? createHttps(tls, (q, s) => void handle(q, s).catch(() => s.writeHead(500).end())) : createHttp((q, s) => void handle(q, s).catch(() => s.writeHead(500).end()))
const wss = new WebSocketServer({ noServer: true, maxPayload: 32 * 1024 * 1024 })

server.on('upgrade', (req, socket, head) => {
  wss.handleUpgrade(req, socket, head, (conn) => void admit(conn, req))
})

async function admit(conn, req) {
  const release = holdMessages(conn)
  const url = new URL(req.url ?? '/', 'http://x')
  const [, sync, battleId, part, extra] = url.pathname.split('/')
  if (sync !== 'sync' || extra !== undefined || !ID_PATTERN.test(battleId ?? '') || !PARTS.includes(part)) return conn.close(CLOSE.badAddress.code, CLOSE.badAddress.reason)
  const role = await tokens.roleOf(battleId, url.searchParams.get('token'))
  if (role === undefined) return conn.close(CLOSE.unknownBattle.code, CLOSE.unknownBattle.reason)
  if (role === null) return conn.close(CLOSE.badToken.code, CLOSE.badToken.reason)
  const may = access(role, part)
  if (!may) return conn.close(CLOSE.notYours.code, CLOSE.notYours.reason)
  await connectWhenLoaded(conn, req, `${battleId}/${part}`, may === 'read', release)
}

server.listen(port, host, () => {
  console.log(`Aide-de-Camp sync server on ${tls ? 'https' : 'http'}://${host}:${port} (data in ${dataDir}${app ? `, app from ${appDir}` : ', no built app served'})`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    wss.clients.forEach((c) => c.terminate())
    server.close()
    void Promise.resolve(ldb.tr).then(() => ldb.destroy()).finally(() => process.exit(0))
  })
}

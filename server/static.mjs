/**
 * Serves the built app (APP_DIR, default ./dist) from the sync server's own origin, so phones load
 * the app and open its socket from one https address (a page served over https cannot reach a
 * plain ws:// server, and the app's Content-Security-Policy allows connections to its own origin).
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
}

/** A handler for GET/HEAD of the app's files, or null when `dir` holds no built app. */
export function appFiles(dir) {
  if (!dir || !existsSync(join(dir, 'index.html'))) return null
  const root = normalize(dir + sep)
  return (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let file = normalize(join(root, path))
    if (!file.startsWith(root)) file = join(root, 'index.html')
    // A screen's address (no file behind it) opens the app, which routes it.
    if (!existsSync(file) || !statSync(file).isFile()) file = extname(path) ? '' : join(root, 'index.html')
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    const immutable = file.includes(`${sep}assets${sep}`)
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    if (req.method === 'HEAD') res.end()
    else createReadStream(file).pipe(res)
  }
}

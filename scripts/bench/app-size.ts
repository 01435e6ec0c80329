/**
 * First-load JavaScript, gzipped: the scripts and modulepreloads dist/index.html references
 * (what a phone must fetch before the first screen). Builds nothing: run `npm run build` first.
 * Lazy route chunks are not counted; they load when their page opens (and are precached by the SW).
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { BenchLine } from '../bench'

const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist')

/** The .js files index.html loads up front: <script src> and <link rel="modulepreload" href>. */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>()
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) found.add(m[1] as string)
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)) found.add(m[1] as string)
  for (const m of html.matchAll(/<link\b[^>]*\bhref="([^"]+\.js)"[^>]*\brel="modulepreload"/g)) found.add(m[1] as string)
  return [...found]
}

export default async function appSize(): Promise<BenchLine[]> {
  const index = resolve(DIST, 'index.html')
  if (!existsSync(index)) {
    console.log('dist/index.html not found: run `npm run build` first.')
    return []
  }
  const files = firstLoadScripts(readFileSync(index, 'utf8'))
  let raw = 0
  let gz = 0
  for (const src of files) {
    const bytes = readFileSync(resolve(DIST, src.replace(/^\//, '')))
    raw += bytes.length
    gz += gzipSync(bytes, { level: 9 }).length
  }
  return [
    { name: `first-load JS files (${files.length})`, value: files.length, unit: 'files' },
    { name: 'first-load JS, raw', value: raw / 1024, unit: 'KiB' },
    { name: 'first-load JS, gzipped', value: gz / 1024, unit: 'KiB', target: '≤ 90 KiB' },
  ]
}

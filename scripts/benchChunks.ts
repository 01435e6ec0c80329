/**
 * Reading dist/.vite/manifest.json (vite.config.ts sets `build.manifest: true`): which file is
 * the entry, which is a page or an engine, and what a chunk imports statically.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The production build every bench reads and serves: BENCH_OUTDIR (relative to the project), else dist. */
export const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '..', process.env.BENCH_OUTDIR ?? 'dist')

export interface ManifestChunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
export type BuildManifest = Record<string, ManifestChunk>

export function readManifest(): BuildManifest | null {
  const path = resolve(DIST, '.vite/manifest.json')
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BuildManifest) : null
}

/** The manifest keys of `keys` and everything they import statically (what loads with them). */
export function staticClosure(manifest: BuildManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const k of manifest[key].imports ?? []) visit(k)
  }
  keys.forEach(visit)
  return [...seen]
}

/**
 * The file a ruleset's `engine()` loads. Its manifest key is `src/engine/<id>/index.ts` when the
 * engine is a chunk of its own; when the bundler merged the engine's index into a chunk the
 * ruleset's screens also import statically, that chunk has no source key and bears the index's
 * name (`<id>`) among the dynamic imports. `how` says which of the two was found.
 */
export function engineChunk(manifest: BuildManifest, id: string): { file: string; how: string } | null {
  const own = manifest[`src/engine/${id}/index.ts`]
  if (own) return { file: `/${own.file}`, how: 'own chunk' }
  const dynamic = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []))
  const merged = Object.entries(manifest).filter(([key, c]) => dynamic.has(key) && c.name === id && !c.src)
  return merged.length === 1 ? { file: `/${merged[0]![1].file}`, how: 'merged into a shared chunk' } : null
}

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Issue 20: the model names no ruleset. It takes the app's rulesets at its boundary (knownRulesets.ts)
 * and imports nothing under src/rulesets/, so the model and the rulesets (which import the model) are
 * not one import circle. Two smaller circles went with it: the wargaming ruler and its sections, and
 * the open-battle and battle-list stores. This test reads the sources' import statements (static,
 * type-only and dynamic) and follows them.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const SRC = resolve(ROOT, 'src')

const SPECIFIERS = [
  /\bfrom\s*['"]([^'"]+)['"]/g, // import … from, import type … from, export … from
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, // import('…')
  /\bimport\s*['"]([^'"]+)['"]/g, // import '…'
]

/** What a file imports, as the names written in it. */
export function importsOf(text: string): string[] {
  return SPECIFIERS.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]!))
}

/** The file under src/ an import names (relative to src/), or null for a package. */
export function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? resolve(SRC, spec.slice(2)) : spec.startsWith('.') ? resolve(SRC, dirname(from), spec) : null
  if (base === null) return null
  for (const path of [base, `${base}.ts`, `${base}.vue`, resolve(base, 'index.ts')])
    if (existsSync(path) && statSync(path).isFile()) return relative(SRC, path)
  return relative(SRC, base)
}

const read = (file: string) => readFileSync(resolve(SRC, file), 'utf8')
const isSource = (file: string) => /\.(ts|vue)$/.test(file)
const edges = new Map<string, string[]>()
function importedBy(file: string): string[] {
  let out = edges.get(file)
  if (!out) {
    out = isSource(file) && existsSync(resolve(SRC, file)) ? importsOf(read(file)).flatMap((s) => resolveImport(file, s) ?? []) : []
    edges.set(file, out)
  }
  return out
}

/** Every file reachable from `from` through imports (itself included). */
function reach(from: string): Set<string> {
  const seen = new Set([from])
  const stack = [from]
  while (stack.length) {
    for (const next of importedBy(stack.pop()!)) {
      if (seen.has(next)) continue
      seen.add(next)
      stack.push(next)
    }
  }
  return seen
}

const onOneCircle = (a: string, b: string) => reach(a).has(b) && reach(b).has(a)

const modelSources = readdirSync(resolve(SRC, 'model'))
  .filter((name) => /\.ts$/.test(name) && !/\.(test|spec)\.ts$/.test(name))
  .map((name) => `model/${name}`)

describe('the model names no ruleset (issue 20)', () => {
  it('reads the imports it is meant to read', () => {
    expect(importsOf("import type { A } from '@/x'\nexport { b } from './y'\nconst c = () => import('../z')\nimport 'w'")).toEqual(['@/x', './y', '../z', 'w'])
    expect(resolveImport('model/restore.ts', './schema')).toBe('model/schema.ts')
    expect(resolveImport('stores/battles.ts', '@/rulesets/list')).toBe('rulesets/list.ts')
    expect(modelSources).toEqual(expect.arrayContaining(['model/types.ts', 'model/schema.ts', 'model/restore.ts', 'model/newBattle.ts']))
  })

  it('no model source imports from src/rulesets', () => {
    const named = modelSources.flatMap((file) =>
      importedBy(file).filter((to) => to.startsWith('rulesets/')).map((to) => `${file} imports ${to}`))
    expect(named).toEqual([])
  })

  it('nor reaches it through another folder', () => {
    const reached = modelSources.flatMap((file) => [...reach(file)].filter((to) => to.startsWith('rulesets/')).map((to) => `${file} reaches ${to}`))
    expect(reached).toEqual([])
  })
})

describe('the import circles of issue 20 stay gone', () => {
  it('the model and the list of rulesets', () => {
    expect(reach('rulesets/list.ts').has('model/types.ts')).toBe(true) // the rulesets read the model…
    expect(onOneCircle('model/types.ts', 'rulesets/list.ts')).toBe(false) // …and the model never reads them back
    expect(onOneCircle('model/schema.ts', 'rulesets/list.ts')).toBe(false)
  })

  it('the wargaming ruler and its sections', () => {
    expect(onOneCircle('rulesets/wargaming/ruler.ts', 'rulesets/wargaming/rulerSections.ts')).toBe(false)
  })

  it('the open battle and the battle list stores', () => {
    expect(onOneCircle('stores/battle.ts', 'stores/battles.ts')).toBe(false)
  })
})

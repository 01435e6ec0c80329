import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { RULESET_IDS } from './list'

/**
 * A ruleset is plugged in, not woven through: its id appears as a string or a path segment only in its
 * own folders (src/engine/<id>/, src/rulesets/<id>/), in the one line of src/rulesets/list.ts, and in
 * tests and test fixtures. This test reads every source file of the app and of the scripts.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const engineDirs = readdirSync(resolve(ROOT, 'src/engine')).filter((d) => d !== 'core' && statSync(resolve(ROOT, 'src/engine', d)).isDirectory())
const ids = [...new Set([...RULESET_IDS, ...engineDirs])]

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = resolve(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(ts|vue)$/.test(name) ? [relative(ROOT, path)] : []
  })
}

const exempt = (file: string) =>
  /\.(test|spec)\.ts$/.test(file) || /(^|\/)(test-utils|fixtures)\//.test(file) ||
  ids.some((id) => file.startsWith(`src/engine/${id}/`) || file.startsWith(`src/rulesets/${id}/`))

/** Where shared code names a ruleset: "file:line: text". */
export function namingLines(files: readonly string[], read: (f: string) => string): string[] {
  const pattern = new RegExp(`['"\`/](${ids.join('|')})['"\`/]`)
  return files.flatMap((file) =>
    read(file).split('\n').flatMap((line, i) => {
      if (!pattern.test(line) || /^\s*(\/\/|\*|\/\*)/.test(line)) return []
      if (file === 'src/rulesets/list.ts' && /^import \{ \w+ \} from '\.\/\w+'$/.test(line.trim())) return []
      return [`${file}:${i + 1}: ${line.trim()}`]
    }),
  )
}

describe('a ruleset lives in its own folders', () => {
  it('no shared source file or script names a ruleset (only the list of rulesets imports each manifest)', () => {
    const files = [...sources(resolve(ROOT, 'src')), ...sources(resolve(ROOT, 'scripts'))].filter((f) => !exempt(f))
    expect(namingLines(files, (f) => readFileSync(resolve(ROOT, f), 'utf8'))).toEqual([])
  })

  it('the check finds a ruleset named in shared code (so it can fail)', () => {
    const fake = { 'src/pages/X.vue': `import a from '@/engine/${ids[0]}/fire'`, 'src/rulesets/list.ts': `import { x } from './${ids[0]}'` }
    expect(namingLines(Object.keys(fake), (f) => fake[f as keyof typeof fake])).toEqual([`src/pages/X.vue:1: import a from '@/engine/${ids[0]}/fire'`])
  })

  it('every ruleset of the list has its engine folder', () => {
    for (const id of RULESET_IDS) expect(engineDirs).toContain(id)
  })
})

/**
 * `npm run bench`: prints speed and size figures. Targets are printed beside each figure;
 * nothing here fails a build (timed assertions belong in benchmarks, not tests).
 * Each file in scripts/bench/ exports `default async (): Promise<BenchLine[]>`.
 */
import { readdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export interface BenchLine {
  name: string
  value: number
  unit: string
  target?: string
}

const dir = resolve(dirname(fileURLToPath(import.meta.url)), 'bench')
const only = process.argv[2]
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
  if (only && !file.includes(only)) continue
  const mod = (await import(pathToFileURL(resolve(dir, file)).href)) as { default: () => Promise<BenchLine[]> }
  console.log(`\n## ${file.replace(/\.ts$/, '')}`)
  for (const line of await mod.default()) {
    const v = Number.isInteger(line.value) ? String(line.value) : line.value.toFixed(3)
    console.log(`${line.name.padEnd(56)} ${v.padStart(10)} ${line.unit}${line.target ? `   (target ${line.target})` : ''}`)
  }
}

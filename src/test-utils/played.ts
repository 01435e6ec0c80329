/** Test-only: the played battles of tests/fixtures/played/ (made by its make.ts), mutated and imported. */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseBattleFileText } from '@/model/restore'
import { KNOWN_RULESETS } from '@/rulesets/known'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type File = any

export function playedFile(ruleset: string): File {
  return JSON.parse(readFileSync(resolve(process.cwd(), `tests/fixtures/played/${ruleset}.battle.json`), 'utf8')) as File
}

/** The refusal of the played battle of `ruleset` once `change` has changed it, or 'accepted'. */
export function importChanged(ruleset: string, change: (file: File) => void = () => undefined): string {
  const file = playedFile(ruleset)
  change(file)
  const r = parseBattleFileText(JSON.stringify(file), KNOWN_RULESETS)
  return r.ok ? 'accepted' : r.message
}

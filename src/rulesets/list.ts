import type { RulesetManifest } from './manifest'
import { boardgame } from './boardgame'
import { miniatures } from './miniatures'
import { series } from './series'
import { wargaming } from './wargaming'
import { waterloo } from './waterloo'

/**
 * Every ruleset the app offers, in the order the new-battle form lists them. Adding a ruleset is its
 * folder under src/rulesets/ (manifest, screens, state), its engine folder under src/engine/, and one
 * line here. Everything else that lists rulesets (ids, schemas, choices, tabs, rulings, reference,
 * bench, tests) is derived from this list.
 */
export const RULESETS = [
  wargaming,
  miniatures,
  boardgame,
  series,
  waterloo,
] as const

/** A ruleset id the app knows. */
export type RulesetId = (typeof RULESETS)[number]['id']

export const RULESET_IDS: readonly RulesetId[] = RULESETS.map((r) => r.id)

const BY_ID: ReadonlyMap<string, RulesetManifest> = new Map(RULESETS.map((r) => [r.id, r]))

/** The manifest for an id from storage or a file (looked up in a Map, so "constructor" finds nothing). */
export function rulesetManifest(id: string): RulesetManifest | undefined {
  return BY_ID.get(id)
}

/** The title to show for a stored id; an unknown id is shown as it is, quoted short. */
export function rulesetTitle(id: string): string {
  return rulesetManifest(id)?.title ?? id.slice(0, 100)
}

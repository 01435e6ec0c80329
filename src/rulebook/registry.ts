import { rulesetManifest } from '@/rulesets/list'
import type { RuleBookEntry, RuleBookSpec } from './types'

/**
 * One ruleset's rule book (what its texts lack), loaded on first use; null when the id is not one of
 * the app's rulesets or the ruleset lists nothing to enter. The id may come from a file: it is looked
 * up in the rulesets' Map, never used to index an object.
 */
export async function ruleBookOf(rulesetId: string): Promise<RuleBookSpec | null> {
  const load = rulesetManifest(rulesetId)?.ruleBook
  return load ? await load() : null
}

const byIdCache = new WeakMap<RuleBookSpec, ReadonlyMap<string, RuleBookEntry>>()

/** The entry with this own id (from a pack, a battle file or a route), or undefined: a Map lookup, so "__proto__" finds nothing. */
export function entryOf(spec: RuleBookSpec, id: string): RuleBookEntry | undefined {
  let map = byIdCache.get(spec)
  if (!map) {
    map = new Map(spec.entries.map((e) => [e.id, e]))
    byIdCache.set(spec, map)
  }
  return map.get(id)
}

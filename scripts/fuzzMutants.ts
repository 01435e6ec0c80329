/**
 * Mutants of real played battles (tests/fixtures/played/*.battle.json) for the import fuzz
 * (tests/importFuzz.spec.ts in the browser, scripts/fuzzImport.ts in Node). Each mutant is one played
 * battle with 1–3 mutations: counts pushed past their rules' bounds, references broken, `at` and turn
 * fields out of range, a unit's kind swapped, cards added or doubled, and the generic ones of
 * src/test-utils/importFuzz.ts (a hostile value anywhere, a key deleted, an action doubled, the text cut).
 * Replayable: the same seed gives the same mutants.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { seededRandom } from '../src/engine/core/random'

export interface Played { readonly ruleset: string; readonly text: string }
export interface Mutant { readonly n: number; readonly ruleset: string; readonly what: string; readonly text: string }

export function playedBattles(dir = 'tests/fixtures/played'): Played[] {
  return readdirSync(dir).filter((f) => f.endsWith('.battle.json')).sort()
    .map((f) => ({ ruleset: f.replace('.battle.json', ''), text: readFileSync(join(dir, f), 'utf8') }))
}

/** The engine's own seeded source (mulberry32), so a printed seed replays the same mutants. */
export function random(seed: number): { int(n: number): number; pick<T>(xs: readonly T[]): T } {
  const { int } = seededRandom(seed)
  return { int, pick: <T>(xs: readonly T[]) => xs[int(xs.length)]! }
}
type Rng = ReturnType<typeof random>

type Path = (string | number)[]
type Node = Record<string | number, unknown>
function leaves(x: unknown, at: Path = [], out: { path: Path; value: unknown }[] = []) {
  if (Array.isArray(x)) x.forEach((item, i) => leaves(item, [...at, i], out))
  else if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) leaves(v, [...at, k], out)
  out.push({ path: at, value: x })
  return out
}
function set(root: unknown, path: Path, value: unknown): void {
  let x = root as Node
  for (const key of path.slice(0, -1)) x = x?.[key] as Node
  if (typeof x !== 'object' || x === null) return
  Object.defineProperty(x, path.at(-1)!, { value, enumerable: true, writable: true, configurable: true })
}
const keyOf = (p: Path) => String(p.at(-1))
const show = (p: Path) => p.join('.').slice(0, 80)

const PAST_BOUNDS = [-3, -1, 0, 1, 2, 5, 7, 12, 13, 37, 73, 99, 1.5, 1e21, 1e-7, -1e-7, 2 ** 31, 9007199254740993, 1e308]
const AT_VALUES = [-1, 0, 1.5, 8.64e15, 8.64e15 + 1, 1e20, 2 ** 53, 1e308, -8.64e15 - 1]
const TURN_KEY = /turn|hour|round|phase|box|number|seq|undoes|position/i
const TURN_VALUES = [-1, 0, 7, 8, 13, 25, 99, 1.5, 1e9]
const REF_KEY = /^(oob|parent|commandId|scenario|card|actedAs|general|corps|drawn|heldCorps|id|type|flag|nation|leader|absorbedInto|troopType|start|ruleset)$/
const LONG = 'Ney'.repeat(4000)
const BIDI = '\u202Eerèiuor\u202C Grouchy \u2066x\u2069'
const HOSTILE: unknown[] = [null, true, false, '', ' ', [], {}, [null], { polluted: true }, LONG, BIDI, '__proto__', 'constructor', 'valueOf', 'Infinity', '1e999', '−3', '1,5']
// No 'NaN', 'undefined' or 'Invalid Date' as text: the browser fuzz reads those words on screen as the app's own failure.

/** One mutation of `file` (parsed), said in a few words. */
function mutate(file: Node, rng: Rng): string {
  const all = leaves(file).filter((l) => l.path.length > 0)
  const numbers = all.filter((l) => typeof l.value === 'number')
  const strings = all.filter((l) => typeof l.value === 'string')
  const arrays = all.filter((l) => Array.isArray(l.value) && (l.value as unknown[]).length > 0)
  const ids = [...new Set(strings.filter((l) => REF_KEY.test(keyOf(l.path))).map((l) => l.value as string))]
  const actions = Array.isArray(file.actions) && file.actions.length ? (file.actions as Node[]) : null
  switch (rng.int(10)) {
    case 0: case 1: { // a count past its bounds
      if (!numbers.length) return 'nothing'
      const l = rng.pick(numbers)
      const value = rng.int(3) === 0 ? (l.value as number) + rng.pick([-2, -1, 1, 2, 10]) : rng.pick(PAST_BOUNDS)
      set(file, l.path, value)
      return `${show(l.path)} = ${value}`
    }
    case 2: { // a reference broken or pointed elsewhere
      if (!strings.length) return 'nothing'
      const refs = strings.filter((l) => REF_KEY.test(keyOf(l.path)) || ids.includes(l.value as string))
      const l = rng.pick(refs.length ? refs : strings)
      const value = rng.int(2) ? rng.pick(['nobody', 'u99', 'cards-c', 'hypothetical', 'fr-nobody', 'general', 'leader']) : rng.pick(ids)
      set(file, l.path, value)
      return `${show(l.path)} = ${JSON.stringify(value)}`
    }
    case 3: { // an action's `at`
      if (!actions) return 'nothing'
      const i = rng.int(actions.length)
      const value = rng.pick(AT_VALUES)
      set(file, ['actions', i, 'at'], value)
      return `actions.${i}.at = ${value}`
    }
    case 4: { // a turn, hour, round or phase field out of range
      if (!numbers.length) return 'nothing'
      const turns = numbers.filter((l) => l.path.some((k) => TURN_KEY.test(String(k))))
      const l = rng.pick(turns.length ? turns : numbers)
      const value = rng.pick(TURN_VALUES)
      set(file, l.path, value)
      return `${show(l.path)} = ${value}`
    }
    case 5: { // a unit's kind that disagrees with its state
      const kinds = strings.filter((l) => keyOf(l.path) === 'kind' && l.path.includes('unit'))
      if (!kinds.length) return 'nothing'
      const l = rng.pick(kinds)
      const value = rng.pick(['infantry', 'cavalry', 'artillery', 'leader', 'general', 'garrison', 'skirmisher', 'line-infantry', 'heavy-cavalry', 'unit', 'dragon'])
      set(file, l.path, value)
      return `${show(l.path)} = ${value}`
    }
    case 6: { // a list grown (cards doubled, 80 cards), shrunk or emptied
      // An earlier mutation of this mutant may have left no list at all.
      if (!arrays.length) return 'nothing'
      const l = rng.pick(arrays)
      const list = [...(l.value as unknown[])]
      const how = rng.int(4)
      if (how === 0) list.push(...Array<unknown>(80).fill(list[0]))
      else if (how === 1) list.push(list[rng.int(list.length)])
      else if (how === 2) list.splice(rng.int(list.length), 1)
      else list.length = 0
      set(file, l.path, list)
      return `${show(l.path)}: list ${['+80', 'doubled one', 'one removed', 'emptied'][how]}`
    }
    case 7: { // a hostile value anywhere
      if (!all.length) return 'nothing'
      const l = rng.pick(all)
      const value = rng.pick(HOSTILE)
      set(file, l.path, JSON.parse(JSON.stringify(value)))
      return `${show(l.path)} = ${JSON.stringify(value)?.slice(0, 20)}`
    }
    case 8: { // a key deleted
      if (!all.length) return 'nothing'
      const l = rng.pick(all)
      let x = file
      for (const key of l.path.slice(0, -1)) x = x[key] as Node
      if (typeof x !== 'object' || x === null) return 'nothing'
      if (Array.isArray(x)) x.splice(Number(l.path.at(-1)), 1)
      else delete x[l.path.at(-1)!]
      return `${show(l.path)} deleted`
    }
    default: { // an action doubled, or two swapped
      if (!actions?.every((a) => typeof a === 'object' && a !== null)) return 'nothing'
      const i = rng.int(actions.length)
      const j = rng.int(actions.length)
      if (rng.int(2)) actions.splice(i, 0, JSON.parse(JSON.stringify(actions[i])) as Node)
      else [actions[i], actions[j]] = [actions[j]!, actions[i]!]
      return `actions ${i}/${j} doubled or swapped`
    }
  }
}

/** `count` mutants, the played battles taken in turn. */
export function* mutants(played: readonly Played[], count: number, seed: number, from = 0): Generator<Mutant> {
  const rng = random(seed)
  for (let n = 0; n < from + count; n++) {
    const base = played[n % played.length]!
    const file = JSON.parse(base.text) as Node
    const how = 1 + rng.int(3)
    const what: string[] = []
    for (let k = 0; k < how; k++) what.push(mutate(file, rng))
    let text = JSON.stringify(file)
    if (rng.int(40) === 0) { // the text cut
      text = text.slice(0, rng.int(text.length))
      what.push('text cut')
    }
    if (n >= from) yield { n, ruleset: base.ruleset, what: what.join('; '), text }
  }
}

/**
 * Test-only: fast-check arbitraries for hostile battle files, for the import fuzzing suite
 * (src/model/restore.fuzz.test.ts, src/stores/battles.fuzz.test.ts) and the import bench.
 * Valid files are grown action by action (each kept only if the log still replays), then mutated:
 * a value swapped for a hostile one (wrong types, huge strings, deep nesting, built-in names,
 * unknown rulesets, future versions), a key deleted or added (`__proto__` as an own key), ids
 * duplicated, or the text truncated or spliced.
 */
import fc from 'fast-check'
import { toBattleFile } from '@/model/exportFile'
import { initialState } from '@/model/fold'
import { checkLog } from '@/model/logCheck'
import type { Action, BattleState, Op } from '@/model/types'
import { testSetup, testUnit } from './battles'

/** Names JavaScript keeps on every object: as ids and keys they must never reach a prototype. */
export const BUILT_IN_NAMES = ['__proto__', 'constructor', 'prototype', 'valueOf', 'toString', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf'] as const
/** Built-in names a file may use as ids (the reserved three are refused). */
const ID_POOL = ['u1', 'u2', 'u3', 'valueOf', 'toString', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf']
/** The filler of huge strings: a message quoting more than ~100 of them in a row quotes too much. */
export const HUGE_FILLER = '~'
const HUGE = `${HUGE_FILLER}HUGE${HUGE_FILLER}`
const DEEP = `${HUGE_FILLER}DEEP${HUGE_FILLER}`

type Cmd =
  | { k: 'put'; id: string; side: 'a' | 'b' }
  | { k: 'patch'; id: string; which: number; lost: number; name?: string }
  | { k: 'remove'; id: string; which: number }
  | { k: 'deckPut'; id: string; cards: string[] }
  | { k: 'deckRemove'; id: string; which: number }
  | { k: 'battle'; turn: number }
  | { k: 'rename'; name: string }
  | { k: 'undo' }

const idArb = fc.constantFrom(...ID_POOL)
const cmdArb: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ k: fc.constant('put' as const), id: idArb, side: fc.constantFrom('a' as const, 'b' as const) }),
  fc.record({ k: fc.constant('patch' as const), id: idArb, which: fc.nat(), lost: fc.nat({ max: 3 }), name: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }) }),
  fc.record({ k: fc.constant('patch' as const), id: idArb, which: fc.nat(), lost: fc.nat({ max: 3 }), name: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }) }),
  fc.record({ k: fc.constant('remove' as const), id: idArb, which: fc.nat() }),
  fc.record({ k: fc.constant('deckPut' as const), id: fc.constantFrom('d1', 'valueOf', 'toString'), cards: fc.array(fc.constantFrom('c1', 'c2', 'c3'), { maxLength: 4 }) }),
  fc.record({ k: fc.constant('deckRemove' as const), id: fc.constantFrom('d1', 'valueOf', 'toString'), which: fc.nat() }),
  fc.record({ k: fc.constant('battle' as const), turn: fc.nat({ max: 20 }) }),
  fc.record({ k: fc.constant('rename' as const), name: fc.constantFrom('Ligny', 'Wavre', 'Quatre Bras') }),
  fc.constant({ k: 'undo' as const }),
)

function opsOf(cmd: Exclude<Cmd, { k: 'undo' }>): Op[] {
  switch (cmd.k) {
    case 'put': return [{ op: 'unit.put', unit: { ...testUnit(cmd.id), side: cmd.side } }]
    case 'patch': return [{ op: 'unit.patch', id: cmd.id, state: { lostBases: cmd.lost }, ...(cmd.name === undefined ? {} : { name: cmd.name }) }]
    case 'remove': return [{ op: 'unit.remove', id: cmd.id }]
    case 'deckPut': return [{ op: 'deck.put', id: cmd.id, deck: { owner: 'shared', drawPile: cmd.cards, turned: [] } }]
    case 'deckRemove': return [{ op: 'deck.remove', id: cmd.id }]
    case 'battle': return [{ op: 'battle.patch', patch: { turn: cmd.turn } }]
    case 'rename': return [{ op: 'setup.patch', patch: { name: cmd.name } }]
  }
}

/** Patches and removals name a unit or deck in play (picked by `which`), so most commands are kept. */
function aimed(cmd: Cmd, state: BattleState): Cmd {
  if (cmd.k === 'patch' || cmd.k === 'remove') {
    const ids = Object.keys(state.units)
    return ids.length ? { ...cmd, id: ids[cmd.which % ids.length]! } : cmd
  }
  if (cmd.k === 'deckRemove') {
    const ids = Object.keys(state.decks)
    return ids.length ? { ...cmd, id: ids[cmd.which % ids.length]! } : cmd
  }
  return cmd
}

/** A valid battle file: every command kept only if the log still replays (so every op kind appears). */
export const validBattleFile: fc.Arbitrary<Record<string, unknown>> = fc.array(cmdArb, { maxLength: 30, size: 'max' }).map((cmds) => {
  const setup = testSetup()
  const log: Action[] = []
  const live: number[] = []
  let state = initialState(setup)
  for (const raw of cmds) {
    const cmd = aimed(raw, state)
    const seq = log.length + 1
    if (cmd.k === 'undo' && !live.length) continue
    const action: Action = cmd.k === 'undo'
      ? { id: `s${seq}`, seq, at: seq, kind: 'undo', label: 'Undo', undoes: `s${live.at(-1) ?? 0}`, ops: [] }
      : { id: `s${seq}`, seq, at: seq, kind: cmd.k, label: `${cmd.k} ${seq}`, by: 'umpire', ops: opsOf(cmd) }
    const checked = checkLog(setup, [...log, action])
    if (!checked.ok) continue
    state = checked.state
    log.push(action)
    if (cmd.k === 'undo') live.pop()
    else live.push(seq)
  }
  return JSON.parse(JSON.stringify(toBattleFile(setup, log, 1_700_000_000_000))) as Record<string, unknown>
})

/** An object whose OWN key is `key` (as JSON.parse makes '__proto__'), so stringify writes it. */
function ownKey(key: string, value: unknown): Record<string, unknown> {
  const o: Record<string, unknown> = {}
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true })
  return o
}

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, -0, '', ' ', 'x', [], {}, [null], { polluted: true }),
  fc.constantFrom<unknown>(...BUILT_IN_NAMES),
  fc.constantFrom<unknown>('chess', 'wargaming ', 'WARGAMING', 'miniatures', 'boardgame', 'series', 'waterloo'),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom<unknown>(HUGE, DEEP),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...BUILT_IN_NAMES).map((k) => ownKey(k, { polluted: true })),
  fc.constant(ownKey(HUGE, 1)),
  fc.constant(ownKey(HUGE, ownKey('__proto__', { polluted: true }))),
)

/** A private copy of a hostile value (so no value sits twice in one file); JSON.parse keeps '__proto__' an own key. */
const fresh = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown

type Path = (string | number)[]
function paths(x: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at)
  if (Array.isArray(x)) x.forEach((item, i) => paths(item, [...at, i], out))
  else if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) paths(v, [...at, k], out)
  return out
}
function parentOf(root: unknown, path: Path): Record<string | number, unknown> | undefined {
  let x: unknown = root
  for (const key of path.slice(0, -1)) x = (x as Record<string | number, unknown>)[key]
  return typeof x === 'object' && x !== null ? (x as Record<string | number, unknown>) : undefined
}

type Mutation = (file: Record<string, unknown>) => void
const pick = <T>(xs: readonly T[], n: number): T | undefined => xs[n % Math.max(1, xs.length)]

const swapValue: fc.Arbitrary<Mutation> = fc.tuple(fc.nat(), hostileValue).map(([n, value]): Mutation => (file) => {
    const path = pick(paths(file).slice(1), n)
    const parent = path && parentOf(file, path)
    if (parent && path) Object.defineProperty(parent, path.at(-1)!, { value: fresh(value), enumerable: true, writable: true, configurable: true })
  })

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // A value anywhere swapped for a hostile one (ops of every kind with bad fields, wrong types…).
  { weight: 6, arbitrary: swapValue },
  // A key deleted.
  { weight: 2, arbitrary: fc.nat().map((n): Mutation => (file) => {
    const path = pick(paths(file).slice(1), n)
    const parent = path && parentOf(file, path)
    if (parent && path) delete parent[path.at(-1)!]
  }) },
  // A key added to some record, often a built-in name.
  { weight: 2, arbitrary: fc.tuple(fc.nat(), fc.oneof(fc.constantFrom<string>(...BUILT_IN_NAMES), fc.string({ maxLength: 6 })), hostileValue).map(([n, key, value]): Mutation => (file) => {
    const objects = paths(file).filter((p) => { const x = p.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], file); return typeof x === 'object' && x !== null && !Array.isArray(x) })
    const path = pick(objects, n)
    const target = path?.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], file) as Record<string, unknown> | undefined
    if (target) Object.defineProperty(target, key, { value: fresh(value), enumerable: true, writable: true, configurable: true })
  }) },
  // Duplicate ids: both sides 'a', an action or an op repeated.
  fc.constantFrom<Mutation>(
    (file) => { const sides = (file.setup as { sides?: { id: string }[] }).sides; if (sides?.[1]) sides[1].id = 'a' },
    (file) => { const a = file.actions as unknown[]; if (a.length) a.push(structuredClone(a[0])) },
    (file) => { const a = file.actions as { ops?: unknown[] }[]; const last = a.at(-1); if (a[0]?.ops && last?.ops) last.ops.push(...structuredClone(a[0].ops)) },
  ),
  // Future, past and wrong versions; unknown rulesets; a newer unit state.
  fc.oneof(fc.integer({ min: 2, max: 1_000_000 }), fc.constantFrom<unknown>(0, -1, '1', 1.5, null)).map((version): Mutation => (file) => { file.version = version }),
  fc.constantFrom<Mutation>((file) => { (file.setup as Record<string, unknown>).stateVersion = 99 }, (file) => { file.format = 'aide-de-camp.battle2' }),
)

/** The texts the HUGE and DEEP placeholders stand for: a 100,000-character string (1,000 times what a message may quote; restore.test.ts has a 10 MB one), and lists nested 10,000 deep (made once). */
const HUGE_TEXT = `"${HUGE_FILLER.repeat(100_000)}"`
const DEEP_TEXT = `${'['.repeat(10_000)}${']'.repeat(10_000)}`
function expand(text: string): string {
  if (!text.includes(HUGE_FILLER)) return text
  return text.replaceAll(`"${HUGE}"`, HUGE_TEXT).replaceAll(`"${DEEP}"`, DEEP_TEXT)
}

/** Text-level damage: truncated, or a slice spliced in or cut out. */
const textDamage: fc.Arbitrary<(text: string) => string> = fc.oneof(
  fc.nat().map((n) => (t: string) => t.slice(0, n % Math.max(1, t.length))),
  fc.tuple(fc.nat(), fc.constantFrom('"', ',', '{', ']', '\\', '\u0000', 'null', '"__proto__":{}', '1e999')).map(([n, s]) => (t: string) => {
    const i = n % Math.max(1, t.length)
    return t.slice(0, i) + s + t.slice(i)
  }),
)

/** A battle file's text: valid, mutated (1–3 times), text-damaged, or random JSON. */
export function battleFileText(): fc.Arbitrary<string> {
  const mutated = fc.tuple(validBattleFile, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([file, ms]) => {
    for (const m of ms) {
      try {
        m(file)
      } catch {
        // An earlier mutation removed what this one changes: the file goes as it is.
      }
    }
    return expand(JSON.stringify(file))
  })
  return fc.oneof(
    { weight: 2, arbitrary: validBattleFile.map((f) => JSON.stringify(f)) },
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: fc.tuple(validBattleFile, textDamage).map(([f, damage]) => damage(JSON.stringify(f))) },
    { weight: 1, arbitrary: fc.oneof(fc.json(), fc.string()) },
  )
}

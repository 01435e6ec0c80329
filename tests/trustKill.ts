import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Helpers of tests/killReload.spec.ts: a replayable random source, the browser's process ids, and a
 * model of a battle driven only by actions every battle has (ruling changes, renames, undos), folded
 * the way the app folds its log, so the screen after a restart can be compared with it.
 */

/** mulberry32: the run's seed is printed, and KILL_SEED=<seed> replays the same run. */
export function seeded(seed: number): { int(n: number): number; chance(p: number): boolean } {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
  return { int: (n) => Math.floor(next() * n), chance: (p) => next() < p }
}

/** The ids of the processes of the Chromium that uses this profile (all started by this test). */
export function browserPids(profile: string): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8')
      if (cmd.includes(`--user-data-dir=${profile}`)) pids.push(Number(entry))
    } catch {
      // the process ended while the list was read
    }
  }
  return pids
}

/** SIGKILL, as a phone's OS ends an app: no unload, no flush. Returns how many processes were killed. */
export function killBrowser(profile: string): number {
  const pids = browserPids(profile)
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  return pids.length
}

/** A killed Chromium leaves its profile lock behind; the next launch must not wait on it. */
export function clearProfileLock(profile: string): void {
  for (const f of ['SingletonLock', 'SingletonSocket', 'SingletonCookie']) {
    const p = join(profile, f)
    if (existsSync(p)) rmSync(p, { force: true })
  }
}

export type Act =
  | { kind: 'ruling'; ruling: string; value: string; optionLabel: string; label?: string }
  | { kind: 'rename'; name: string; label: string }
  /** A unit added on the wargaming Roster (its label is read from the undo button once shown). */
  | { kind: 'unit'; name: string; label?: string }
  | { kind: 'undo' }

export interface RulingOnScreen {
  id: string
  options: { value: string; label: string; checked: boolean }[]
}

export interface BattleModel {
  id: string
  ruleset: string
  name0: string
  defaults: Map<string, string>
  /** The actions known to be in the log, in seq order (seq = index + 1). */
  acts: Act[]
}

export interface LogLineOnScreen {
  seq: number
  what: string
  undone: boolean
}

export interface View {
  name: string
  undo: string
  rulings: Map<string, string>
  lines: LogLineOnScreen[]
  /** The units a roster shows, sorted (only for a ruleset whose roster the suite reads). */
  units?: string[]
}

const labelOf = (a: Act): string | undefined => (a.kind === 'undo' ? undefined : a.label)

/** The screen the app must show after `acts`: name, undo button, rulings, and the log newest first. */
export function foldModel(m: BattleModel, acts: readonly Act[]): View & { stack: Act[] } {
  const stack: { seq: number; act: Act }[] = []
  const undone = new Set<number>()
  acts.forEach((act, i) => {
    if (act.kind !== 'undo') stack.push({ seq: i + 1, act })
    else {
      const top = stack.pop()
      if (top) undone.add(top.seq)
    }
  })
  let name = m.name0
  const rulings = new Map(m.defaults)
  for (const { act } of stack) {
    if (act.kind === 'rename') name = act.name
    if (act.kind === 'ruling') rulings.set(act.ruling, act.value)
  }
  const top = stack.at(-1)?.act
  const topLabel = top ? labelOf(top) : undefined
  const units = stack.flatMap(({ act }) => (act.kind === 'unit' ? [act.name] : [])).sort()
  const lines = acts.flatMap((a, i) => (a.kind === 'undo' ? [] : [{ seq: i + 1, what: labelOf(a) ?? '', undone: undone.has(i + 1) }])).reverse()
  return { name, undo: top ? `Undo: ${topLabel ?? '?'}` : 'Nothing to undo', rulings, lines, units, stack: stack.map((s) => s.act) }
}

/** True when what the screen shows is the model's fold; an action whose label was never seen matches by its option. */
export function sameView(m: BattleModel, acts: readonly Act[], screen: View): boolean {
  const want = foldModel(m, acts)
  const whatFits = (seq: number, what: string) => {
    const a = acts[seq - 1]
    if (!a || a.kind === 'undo') return false
    if (a.label !== undefined) return a.label === what
    return a.kind === 'unit' ? what.includes(a.name) : a.kind === 'ruling' && what.startsWith('Ruling') && what.endsWith(`: ${a.optionLabel}`)
  }
  if (screen.name !== want.name) return false
  if (screen.units && screen.units.join('\n') !== (want.units ?? []).join('\n')) return false
  if ([...want.rulings].some(([id, v]) => screen.rulings.get(id) !== v)) return false
  if (screen.lines.length !== want.lines.length) return false
  if (!want.lines.every((l, i) => screen.lines[i]?.seq === l.seq && screen.lines[i]?.undone === l.undone && whatFits(l.seq, screen.lines[i]!.what))) return false
  const top = want.stack.at(-1)
  return top ? screen.undo.startsWith('Undo: ') && whatFits(acts.indexOf(top) + 1, screen.undo.slice(6)) : screen.undo === 'Nothing to undo'
}

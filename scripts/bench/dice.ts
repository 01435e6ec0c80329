/**
 * Dice fairness (issue 13): 10⁶ rolls of every die type of every ruleset's engine, through the app's real
 * RandomSource (crypto, rejection sampling), and Pearson's χ² against the die's faces (a face printed
 * twice, like the average die's 3 and 4, is expected twice as often). A fair die stays below the 99.9 %
 * critical value of χ² with (distinct faces − 1) degrees of freedom, all but once in a thousand runs.
 * Run alone: `npx vite-node scripts/bench.ts dice` (DICE_ROLLS=<n> for another count).
 */
import type { Die } from '@/engine/core/dice'
import { cryptoRandom, roll } from '@/engine/core/random'
import { RULESETS } from '@/rulesets/list'
import type { BenchLine } from '../bench'

const ROLLS = Number(process.env.DICE_ROLLS ?? 1_000_000)

/** ln Γ(x), Lanczos (g = 7, n = 9): ample for the degrees of freedom dice have. */
function lnGamma(x: number): number {
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61503916999185, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7]
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x)
  const y = x - 1
  let a = c[0]!
  const t = y + 7.5
  for (let i = 1; i < 9; i++) a += c[i]! / (y + i)
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a)
}

/** The regularised lower incomplete gamma P(s, x): series below s + 1, continued fraction above. */
function gammaP(s: number, x: number): number {
  if (x <= 0) return 0
  const front = Math.exp(s * Math.log(x) - x - lnGamma(s))
  if (x < s + 1) {
    let [term, sum] = [1 / s, 1 / s]
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) sum += term *= x / (s + n)
    return sum * front
  }
  let [b, c, d] = [x + 1 - s, 1e300, 1 / (x + 1 - s)]
  let h = d
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - s)
    b += 2
    d = 1 / (an * d + b)
    c = b + an / c
    h *= d * c
    if (Math.abs(d * c - 1) < 1e-15) break
  }
  return 1 - front * h
}

/** The χ² value below which a fair die falls with probability `p` (bisection on the exact CDF). */
export function chiSquareCritical(df: number, p = 0.999): number {
  let [lo, hi] = [0, df + 20 * Math.sqrt(2 * df) + 20]
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2
    if (gammaP(df / 2, mid / 2) < p) lo = mid
    else hi = mid
  }
  return (lo + hi) / 2
}

/** Pearson's χ² of `rolls` rolls of `die`, each face expected in proportion to how often the die prints it. */
export function chiSquareOfDie(die: Die, rolls: number, rng = cryptoRandom()): { chi2: number; df: number } {
  const printed = new Map<number | string, number>()
  for (const f of die.faces) printed.set(f, (printed.get(f) ?? 0) + 1)
  const seen = new Map<number | string, number>([...printed.keys()].map((f) => [f, 0]))
  for (let i = 0; i < rolls; i++) {
    const f = roll(die, rng)
    seen.set(f, (seen.get(f) ?? 0) + 1)
  }
  let chi2 = 0
  for (const [f, times] of printed) {
    const expected = (rolls * times) / die.faces.length
    chi2 += ((seen.get(f) ?? 0) - expected) ** 2 / expected
  }
  return { chi2, df: printed.size - 1 }
}

export default async function dice(): Promise<BenchLine[]> {
  const lines: BenchLine[] = []
  /** The same die (id and faces) in several engines is rolled once and named with each of them. */
  const byKey = new Map<string, { die: Die; engines: string[] }>()
  for (const r of RULESETS) {
    const engine = await r.engine()
    for (const die of engine.dice) {
      const key = `${die.id}:${JSON.stringify(die.faces)}`
      const entry = byKey.get(key) ?? { die, engines: [] }
      if (!entry.engines.includes(r.id)) entry.engines.push(r.id)
      byKey.set(key, entry)
    }
  }
  for (const { die, engines } of byKey.values()) {
    const { chi2, df } = chiSquareOfDie(die, ROLLS)
    if (df === 0) continue // a one-faced die cannot be unfair
    const critical = chiSquareCritical(df)
    lines.push({
      name: `${die.name} (${engines.join(', ')}): χ², ${df} df, ${ROLLS} rolls`,
      value: chi2,
      unit: chi2 < critical ? 'fair' : 'SUSPECT',
      target: `< ${critical.toFixed(3)}, the 99.9 % point`,
    })
  }
  return lines
}

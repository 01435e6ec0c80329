/** Time to compute each seed 004 fire/mêlée calculator's full exact distribution for its example (median ms). */
import type { BenchLine } from '../bench'
import { FIRE_MELEE_CALCULATORS } from '../../src/engine/wargaming/fireMelee'

function medianMs(run: () => unknown, runs = 200): number {
  for (let i = 0; i < 20; i++) run() // warm up
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    run()
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(runs / 2)]!
}

export default async function (): Promise<BenchLine[]> {
  return Object.values(FIRE_MELEE_CALCULATORS).map((c) => ({
    name: `${c.id}: full distribution (example)`,
    value: medianMs(() => c.distribution(c.example)),
    unit: 'ms',
    target: '< 1 ms',
  }))
}

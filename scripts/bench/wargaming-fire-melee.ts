/** Time to compute each seed 004 fire/mêlée calculator's full exact distribution for its example (median ms). */
import type { BenchLine } from '../bench'
import { medianMs } from '../benchTiming'
import { FIRE_MELEE_CALCULATORS } from '../../src/engine/wargaming/fireMelee'


export default async function (): Promise<BenchLine[]> {
  return Object.values(FIRE_MELEE_CALCULATORS).map((c) => ({
    name: `${c.id}: full distribution (example)`,
    value: medianMs(() => c.distribution(c.example)),
    unit: 'ms',
    target: '< 1 ms',
  }))
}

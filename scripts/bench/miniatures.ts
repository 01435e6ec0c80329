/** Time to compute each miniatures calculator's full exact distribution (median ms; target < 1 ms). */
import type { BenchLine } from '../bench'
import { medianMs } from '../benchTiming'
import miniatures, { fire, type HitsTable } from '../../src/engine/miniatures'


// A stand-in owner table for timing only (the shipped table is empty: "enter from your rule book").
const benchTable: HitsTable = {
  id: 'bench', title: 'bench', source: 'benchmark stand-in', die: 'd10',
  rows: [{ from: -60, to: 60, hits: [0, 0, 0, 0, 1, 1, 1, 2, 2, 3] }],
}

export default async function (): Promise<BenchLine[]> {
  const line = (name: string, run: () => unknown): BenchLine => ({ name, value: medianMs(run), unit: 'ms', target: '< 1 ms' })
  const out = Object.values(miniatures.calculators)
    .filter((c) => c.id !== 'fire')
    .map((c) => line(`${c.id}: full distribution (example)`, () => c.distribution(c.example)))
  out.push(line('fire: hits table D10 × combat effects D6', () => fire.distribution({ ...fire.example, hitsTable: benchTable })))
  out.push(line('fire: modified fire value only (no table)', () => fire.dice(fire.example)))
  out.push(line('special-action: 5 white dice (40 cm)', () => miniatures.calculators['special-action']!.distribution(
    { action: 'form-square', nation: 'English', distance: 40, unit: 'cm', chargedFrom: 'front' })))
  out.push(line('command-dice: 6 dice', () => miniatures.calculators['command-dice']!.distribution({ count: 6 })))
  return out
}

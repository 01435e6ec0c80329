/**
 * Time for each morale/turn calculator's full exact distribution on its example input (median of
 * many runs, ms), plus building, shuffling and drawing a whole deck. Target: under 1 ms each.
 */
import type { BenchLine } from '../bench'
import { seededRandom } from '../../src/engine/core'
import { buildDeck, drawCard, MORALE_TURN_CALCULATORS, shuffleDeck } from '../../src/engine/wargaming/moraleTurn'

function medianMs(run: () => unknown, times = 201): number {
  for (let i = 0; i < 20; i++) run() // warm up
  const samples: number[] = []
  for (let i = 0; i < times; i++) {
    const t0 = performance.now()
    run()
    samples.push(performance.now() - t0)
  }
  samples.sort((a, b) => a - b)
  return samples[Math.floor(times / 2)]!
}

export default async function (): Promise<BenchLine[]> {
  const lines: BenchLine[] = Object.values(MORALE_TURN_CALCULATORS).map((calc) => ({
    name: `${calc.id} distribution (example)`,
    value: medianMs(() => calc.distribution(calc.example)),
    unit: 'ms',
    target: '<1 ms',
  }))
  const rng = seededRandom(1)
  lines.push({
    name: 'deck: build, shuffle and draw all 14 cards',
    value: medianMs(() => {
      let deck = shuffleDeck(buildDeck(4), rng)
      while (deck.drawPile.length > 0) deck = drawCard(deck).deck
    }),
    unit: 'ms',
    target: '<1 ms',
  })
  return lines
}

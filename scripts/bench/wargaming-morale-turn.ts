/**
 * Time for each morale/turn calculator's full exact distribution on its example input (median of
 * many runs, ms), plus building, shuffling and drawing a whole deck. Target: under 1 ms each.
 */
import type { BenchLine } from '../bench'
import { medianMs } from '../benchTiming'
import { seededRandom } from '../../src/engine/core'
import { buildDeck, drawCard, MORALE_TURN_CALCULATORS, shuffleDeck } from '../../src/engine/wargaming/moraleTurn'


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

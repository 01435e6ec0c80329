import { AVERAGE_DIE, facesOf, map, type Calculator } from '@/engine/core'

/**
 * A minimal calculator used by the calc-UI tests: a factor plus the signed difference of two
 * average dice, 1+ "hit" — the shape of every real calculator, without any ruleset's tables.
 */
export const testCalculator: Calculator<{ factor: number }, string> = {
  id: 'test',
  title: 'Test',
  rule: { seed: '000', section: 'test' },
  example: { factor: 0 },
  dice: () => [
    { role: '+ die', die: AVERAGE_DIE },
    { role: '− die', die: AVERAGE_DIE },
  ],
  resolve(input, faces) {
    const diff = (faces[0] as number) - (faces[1] as number)
    const score = input.factor + diff
    return {
      outcome: score > 0 ? 'hit' : 'miss',
      score,
      working: [
        { label: 'Factor', value: input.factor, rule: this.rule },
        { label: 'Random factor', value: diff, rule: this.rule },
      ],
    }
  },
  distribution(input) {
    return map(facesOf(this.dice(input).map((d) => d.die)), (f) => this.resolve(input, f).outcome)
  },
  outcomes: () => ['miss', 'hit'],
}

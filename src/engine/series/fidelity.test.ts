import { describe, expect, it } from 'vitest'
import { NO_SEEDS, seedText } from '@/test-utils/seeds'
import { FORMATIONS } from './formations'
import { STACKING_LIMITS } from './stacking'
import { fireRangeTable, formSquareTable, meleeResultsTable } from './tables'

const text = seedText('001')
if (!text) console.info(NO_SEEDS)
/** The seed with its bold marks and line breaks flattened, so a sentence reads as printed. */
const flat = (s: string) => s.replace(/\*\*/g, '').replace(/\\/g, '').replace(/\s+/g, ' ').trim()

describe('fidelity with seed 001 (chapters 4–9)', () => {
  it.skipIf(!text)('every sentence a formation quotes in allows/forbids is in the text, word for word', () => {
    const t = flat(text!)
    for (const f of FORMATIONS) for (const q of [...f.allows, ...f.forbids]) expect(t, `${f.name}: ${q}`).toContain(q)
  })
  it.skipIf(!text)('every formation section heading cited is printed', () => {
    const t = flat(text!)
    for (const f of FORMATIONS) {
      const [num, ...words] = f.rule.section.split(' ')
      const heading = new RegExp(`${num!.replace('.', '\\.')}\\)? -? ?${words.join(' ')}`, 'i')
      expect(t, f.rule.section).toMatch(heading)
    }
  })
  it.skipIf(!text)('melee results as 8.8 lists them', () => {
    const t = flat(text!)
    for (const [result, meaning] of meleeResultsTable.rows) expect(t.includes(`${result}: ${meaning}`), `${result}: ${meaning}`).toBe(true)
    expect(t).toContain(meleeResultsTable.notes![0])
    expect(meleeResultsTable.notes![1]).toContain('0 still is 0, 1 becomes 2, D becomes D1, D1 becomes D2')
  })
  it.skipIf(!text)('stacking limits, ranges and the square distances as printed', () => {
    const t = flat(text!)
    expect(t).toContain(`up to ${STACKING_LIMITS.infantryAndArtillery} steps of artillery and infantry`)
    expect(t).toContain(`or up to ${STACKING_LIMITS.cavalry} steps of cavalry`)
    expect(t).toContain('1 hex for regular infantry, and for light infantry not in tirailleurs - 2 hexes for light infantry in tirailleurs - 5 to 7 hexes for unlimbered artillery')
    expect(t).toContain('1 hex for regular infantry, and for light infantry whatever its formation - 2 hexes for unlimbered artillery')
    expect(fireRangeTable.rows.map((r) => r.slice(1).join(' / '))).toEqual(['1 hex / 1 hex', '2 hexes / 1 hex', '5 to 7 hexes / 2 hexes'])
    expect(t).toContain('If this distance is 3 hexes or more, a bonus of 1 applies.')
    expect(t).toContain('If this distance is 2 hexes, no modifier applies.')
    expect(t).toContain('If the cavalry is adjacent to the target, no square attempt can be made')
    expect(formSquareTable.rows).toEqual([['3 hexes or more', '+1'], ['2 hexes', 'no modifier'], ['adjacent', 'no square attempt']])
  })
  it.skipIf(!text)('the worked examples the tests use are the text\'s own', () => {
    const t = flat(text!)
    for (const quote of [
      '$6-2=4$', '$6-6=0$ , therefore final value of 1', 'In this case the final value is 1, to avoid two half batteries firing better than one full battery',
      'a battery with a firepower of 5 or 6 has only 3 if reduced to one step', 'Its melee strength is therefore 10 (2 x 5)',
      'total strength 5 x 3 = 15) attack a unit in line formation with no loss (6 steps, value 2, total 12). The combat ratio is 29:12, rounded in favor of the defender to 2:1.',
      'The melee value is 1, and the melee strength is 4 (4 x 1).', 'The melee table gives a 1/1* result, but it is replaced 0/D; if the result had been 0/D1, it would have been applied without change.',
      '0 still is 0, 1 becomes 2, D becomes D1, D1 becomes D2', 'The die is modified by +1 if the target is in square formation',
      'Every fire attack against a unit in tirailleurs is made with a -1 to the dice.', 'by -2 for a flank attack', 'by -3 for a rear attack',
      'therefore he adds 1 to the attack die roll. When defending, Oudinot subtracts 1 from the attacker\'s die roll.',
      'if he defends, the attacker\'s die roll is modified by +1',
      'An infantry not in square during a charge can suffer one additional step loss.',
    ]) expect(t.includes(quote), quote).toBe(true)
  })
})

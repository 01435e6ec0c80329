import { describe, expect, it } from 'vitest'
import { NO_SEEDS, seedText } from '@/test-utils/seeds'
import { deckComposition } from './composition'
import { ORDER_CARDS, ORDER_CARDS_NOTE } from './orderCards'
import { SPECIAL_CARDS, SPECIAL_DEAL } from './specialCards'

const s000 = seedText('000')
if (!s000) console.info(NO_SEEDS)
const flat = (s: string) => s.replace(/\s+/g, ' ').trim()

describe('fidelity with seed 000 (Reference Sheet: command cards)', () => {
  it.skipIf(!s000)('every order and special card with its count, Italian and English name', () => {
    const t = flat(s000!)
    for (const c of ORDER_CARDS) expect(t).toContain(`${c.count} ${c.italian} (${c.english})`)
    for (const c of SPECIAL_CARDS) expect(t).toContain(`${c.count} ${c.italian} (${c.english})`)
  })
  it.skipIf(!s000)('each special card text, word for word', () => {
    const t = flat(s000!)
    for (const c of SPECIAL_CARDS) for (const sentence of c.text!.split(/(?<=\.) /)) expect(t).toContain(sentence)
  })
  it.skipIf(!s000)('the French and Allied special card distributions', () => {
    const t = flat(s000!)
    const deal = (side: 'french' | 'allied') => SPECIAL_CARDS.map((c) => `${SPECIAL_DEAL[side][c.id]} ${c.english === 'Bombardment' ? 'Bombard' : c.english}`).join(' ')
    expect(t).toContain(`French Player: ${deal('french')}`)
    expect(t).toContain(`Allied Player: ${deal('allied')}`)
  })
  it.skipIf(!s000)('the dealing sentences of the make-up and options, word for word', () => {
    const t = flat(s000!)
    for (const option of [undefined, 1, 2] as const) for (const p of deckComposition('waterloo', 'french', option).random) expect(t).toContain(p.text)
    expect(t).toContain('Give each player 1 of each type of special command card (8 cards).')
    expect(t).toContain('Give each player 1 each of the assault cards and 2 each of the attack and probe cards for each board segment.')
    expect(t).toContain(ORDER_CARDS_NOTE)
  })
  it.skipIf(!s000)('36 cards a deck, as printed', () => {
    expect(flat(s000!)).toContain('Each player starts with a deck of 36 cards')
  })
})

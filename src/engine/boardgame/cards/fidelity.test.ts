import { describe, expect, it } from 'vitest'
import { NO_SEEDS, seedText } from '@/test-utils/seeds'
import { ORDER_CARDS } from './orderCards'
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
  it.skipIf(!s000)('36 cards a deck, as printed', () => {
    expect(flat(s000!)).toContain('Each player starts with a deck of 36 cards')
  })
})

import { describe, expect, it } from 'vitest'
import { foldSequence } from '../../core/sequence'
import { boardgameSequence as seq, unitsAble, where, type BgEvent, type BgQuestion, type BgState } from '.'
import { step } from './step'

/** More of the sequence's edges (seed 000): each a refusal or a count a player would see change. */
const at = (v: { verdict: string; section?: string }) => (v.verdict === 'allowed' ? 'allowed' : `${v.verdict}: ${v.section}`)
const U = (id: string, side: 'a' | 'b', type: string, more: Partial<Extract<BgEvent, { t: 'unit' }>> = {}): BgEvent =>
  ({ t: 'unit', id, side, type, nation: side === 'a' ? 'French' : 'English', sector: 'centre', square: false, general: '', elements: 4, out: false, ...more })
const round = (a: string, b: string, units: BgEvent[], more: BgEvent[] = []): BgState =>
  foldSequence(seq, [...units, { t: 'deal' }, { t: 'play', side: 'a', card: a }, { t: 'play', side: 'b', card: b }, ...more])
const ask = (s: BgState, q: BgQuestion) => at(seq.ask(s, q, []))
const enemy = U('bi', 'b', 'line-infantry')

describe('cards and counts', () => {
  it('an order card\'s count read off the card caps the units able (5.1 step 2)', () => {
    const s = round('attacco-coordinato', 'attacco-coordinato', [U('f1', 'a', 'line-infantry'), U('f2', 'a', 'line-infantry'), U('f3', 'a', 'line-infantry'), enemy], [{ t: 'allow', side: 'a', units: 2 }])
    expect(unitsAble(s, 'a')).toBe(2)
  })

  it('Leadership orders a unit with its general attached, not one without (Reference Sheet: Leadership)', () => {
    const s = round('leadership', 'attacco-coordinato', [U('led', 'a', 'line-infantry', { general: 'Ney' }), U('alone', 'a', 'line-infantry'), enemy])
    expect(unitsAble(s, 'a')).toBe(1)
    expect(ask(s, { q: 'order', unit: 'led', order: 'hold' })).toBe('allowed')
    expect(ask(s, { q: 'order', unit: 'alone', order: 'hold' })).toBe('forbidden: seed 000, Reference Sheet: Leadership')
  })

  it('after the opponent\'s Rally only a counter-attack is refused; any other card is played', () => {
    const over = step(step(round('attacco-centrale', 'rally', [U('fi', 'a', 'line-infantry'), enemy]), { t: 'done', side: 'a' }), { t: 'done', side: 'b' })
    expect(ask(over, { q: 'play', side: 'a', card: 'attacco-coordinato' })).toBe('allowed')
  })

  it('"first" goes once each side has given an order, whatever the count', () => {
    const s = round('attacco-coordinato', 'attacco-coordinato', [U('fi', 'a', 'line-infantry'), U('fj', 'a', 'line-infantry'), enemy, U('bj', 'b', 'line-infantry')],
      [{ t: 'order', unit: 'fi', order: 'hold' }, { t: 'order', unit: 'bi', order: 'hold' }])
    expect(where(s)).not.toContain('first')
  })
})

describe('fire once a round, and after a move (7.1, 6.1)', () => {
  it('under an order card a battery fires once (only Bombardment fires twice)', () => {
    const s = round('attacco-coordinato', 'attacco-coordinato', [U('fa', 'a', 'light-artillery'), enemy], [{ t: 'fire', unit: 'fa' }])
    expect(ask(s, { q: 'fire', unit: 'fa' })).toBe('forbidden: seed 000, 7.1')
  })

  it('cavalry moves up to 3 hexes and still shocks; Forced March orders infantry, not cavalry', () => {
    const s = round('attacco-coordinato', 'attacco-coordinato', [U('fc', 'a', 'light-cavalry'), enemy], [{ t: 'order', unit: 'fc', order: 'move', hexes: 3 }])
    expect(ask(s, { q: 'fire', unit: 'fc' })).toBe('allowed')
    const forced = round('marce-forzate', 'attacco-coordinato', [U('fc', 'a', 'light-cavalry'), U('fi', 'a', 'line-infantry'), enemy])
    expect(ask(forced, { q: 'order', unit: 'fc', order: 'hold' })).toBe('forbidden: seed 000, Reference Sheet: Forced March')
  })
})

import { describe, expect, it } from 'vitest'
import { foldSequence } from '../../core/sequence'
import { boardgameSequence as seq, precedingCard, standing, toOrder, unitsAble, where, type BgEvent, type BgQuestion, type BgState } from '.'
import { step } from './step'

/** The sequence's edges its other tests leave open: each assertion a player would notice, with its section. */
const at = (v: { verdict: string; section?: string }) => (v.verdict === 'allowed' ? 'allowed' : `${v.verdict}: ${v.section}`)
type Sec = 'left' | 'centre' | 'right' | null
const U = (id: string, side: 'a' | 'b', type: string, sector: Sec = 'centre', more: Partial<Extract<BgEvent, { t: 'unit' }>> = {}): BgEvent =>
  ({ t: 'unit', id, side, type, nation: side === 'a' ? 'French' : 'English', sector, square: false, general: '', elements: 4, out: false, ...more })
const fold = (events: BgEvent[]): BgState => foldSequence(seq, events)
const round = (a: string, b: string, units: BgEvent[], more: BgEvent[] = []): BgState =>
  fold([...units, { t: 'deal' }, { t: 'play', side: 'a', card: a }, { t: 'play', side: 'b', card: b }, ...more])
const ask = (s: BgState, q: BgQuestion, owed: { id: string; kind: string; unitIds: string[] }[] = []) => at(seq.ask(s, q, owed))
const pair = [U('fi', 'a', 'line-infantry'), U('bi', 'b', 'line-infantry')]

describe('units able to obey a card (seed 000, 5.1 step 2)', () => {
  it('a unit whose sector is not noted counts for a one-sector card', () => {
    const s = round('attacco-centrale', 'attacco-coordinato', [U('fi', 'a', 'line-infantry', null), U('fj', 'a', 'line-infantry', 'left'), ...pair.slice(1)])
    expect(unitsAble(s, 'a')).toBe(1)
  })

  it('Grand Charge: the cavalry of two adjacent sectors (left and centre), never left and right together', () => {
    const cav = [U('c1', 'a', 'heavy-cavalry', 'left'), U('c2', 'a', 'light-cavalry', 'centre'), U('c3', 'a', 'light-cavalry', 'right'), U('c4', 'a', 'light-cavalry', 'right')]
    expect(unitsAble(round('grande-carica', 'attacco-coordinato', [...cav, ...pair]), 'a')).toBe(3)
    const apart = [U('c1', 'a', 'heavy-cavalry', 'left'), U('c3', 'a', 'light-cavalry', 'right')]
    expect(unitsAble(round('grande-carica', 'attacco-coordinato', [...apart, ...pair]), 'a')).toBe(1)
  })
})

describe('whose turn it is to order (5.1 step 2)', () => {
  it('nobody before both cards are down, nor once both sides have given all their orders', () => {
    const one = fold([...pair, { t: 'deal' }, { t: 'play', side: 'a', card: 'attacco-coordinato' }])
    expect(toOrder(one)).toBeNull()
    const s = round('attacco-coordinato', 'attacco-coordinato', pair, [{ t: 'done', side: 'a' }, { t: 'done', side: 'b' }])
    expect(toOrder(s)).toBeNull()
    expect(where(s)).toBe('Hour 1 · round 1 over · both play a card for round 2 of 6')
  })

  it('the round says who orders, how many are left, and "first" only before any order', () => {
    const s = round('attacco-coordinato', 'attacco-coordinato', pair, [{ t: 'allow', side: 'a', units: 2 }, { t: 'allow', side: 'b', units: 1 }])
    expect(where(s)).toBe('Hour 1 · round 1 · French order (2 of 2 left) first')
    const after = step(s, { t: 'order', unit: 'fi', order: 'hold' })
    expect(where(after)).toBe('Hour 1 · round 1 · Allied order (1 of 1 left)')
    const one = fold([...pair, { t: 'deal' }, { t: 'play', side: 'b', card: 'attacco-coordinato' }])
    expect(where(one)).toBe('Hour 1 · round 1 · French to play a card')
  })
})

describe('the card gate (seed 000, 3.1, 5.1)', () => {
  it('a card for any sector orders a unit whose sector is not noted, with no word to the players', () => {
    const s = round('attacco-coordinato', 'attacco-coordinato', [U('fi', 'a', 'line-infantry', null), pair[1]!])
    expect(ask(s, { q: 'order', unit: 'fi', order: 'hold' })).toBe('allowed')
    const one = round('attacco-centrale', 'attacco-coordinato', [U('fi', 'a', 'line-infantry', null), pair[1]!])
    expect(ask(one, { q: 'order', unit: 'fi', order: 'hold' })).toBe('players: seed 000, 3.1 Order Cards')
  })
})

describe('counter-attack and the deal (seed 000, Counter-attack, 4.1)', () => {
  it('a counter-attack mirrors the card the opponent played in the preceding round: not Rally, not Short of Supply', () => {
    const s = round('attacco-centrale', 'grande-carica', pair)
    expect(precedingCard(s, 'a')).toBe('grande-carica')
    expect(precedingCard(fold([...pair, { t: 'deal' }]), 'a')).toBeNull()
    const over = (b: string) => step(step(round('attacco-centrale', b, pair), { t: 'done', side: 'a' }), { t: 'done', side: 'b' })
    expect(precedingCard(over('rally'), 'a')).toBe('rally')
    // The opponent's card of this round, once it is down, does not replace the preceding round's.
    expect(precedingCard(step(over('grande-carica'), { t: 'play', side: 'b', card: 'rally' }), 'a')).toBe('grande-carica')
    expect(ask(over('rally'), { q: 'play', side: 'a', card: 'contrattacco' })).toBe('forbidden: seed 000, Reference Sheet: Counter-attack')
    expect(ask(over('senza-rifornimento'), { q: 'play', side: 'a', card: 'contrattacco' })).toBe('forbidden: seed 000, Reference Sheet: Counter-attack')
    expect(ask(over('grande-carica'), { q: 'play', side: 'a', card: 'contrattacco' })).toBe('allowed')
  })

  it('the next hour waits for the sixth round\'s orders (a warning), and is refused while rounds are left', () => {
    let s = round('attacco-coordinato', 'attacco-coordinato', pair)
    expect(ask(s, { q: 'deal' })).toBe('forbidden: seed 000, 4.1 Length of the Battle')
    for (let r = 2; r <= 6; r++) {
      s = step(step(s, { t: 'done', side: 'a' }), { t: 'done', side: 'b' })
      s = step(step(s, { t: 'play', side: 'a', card: 'attacco-coordinato' }), { t: 'play', side: 'b', card: 'attacco-coordinato' })
    }
    expect(s.round).toBe(6)
    expect(ask(s, { q: 'deal' })).toBe('players: seed 000, 5.1 Battle Rounds')
    expect(ask(step(step(s, { t: 'done', side: 'a' }), { t: 'done', side: 'b' }), { q: 'deal' })).toBe('allowed')
  })
})

describe('victory counted by army (seed 000, 4.2, 9.52)', () => {
  it('a lost unit with no flag of its own counts for its army; a lone general counts as lost but is not one of its units', () => {
    const s = fold([{ t: 'french', side: 'a' }, U('fi', 'a', 'line-infantry', 'centre', { nation: 'Dutch', out: true }), U('fj', 'a', 'line-infantry'),
      U('bi', 'b', 'line-infantry', 'centre', { nation: 'Dutch', out: true }), U('bj', 'b', 'line-infantry'), U('bg', 'b', 'general', 'centre', { out: true })])
    expect(standing(s).lost).toEqual({ french: 1, english: 2, prussian: 0 })
  })

  it('nobody wins while one army has no units at all', () => {
    const s = fold([U('fi', 'a', 'line-infantry'), U('bg', 'b', 'general', 'centre', { out: true })])
    expect(standing(s)).toMatchObject({ winners: [], kind: null, reasons: [] })
  })
})

describe('orders after a retreat, a formation change or a rally card (6.0, 6.1, 10.0 E, Rally)', () => {
  it('a unit that retreated may still hold or fire, not move', () => {
    const s = round('attacco-coordinato', 'attacco-coordinato', pair, [{ t: 'retreated', unit: 'fi' }])
    expect(ask(s, { q: 'order', unit: 'fi', order: 'move', hexes: 1 })).toBe('forbidden: seed 000, 10.0 Retreat')
    expect(ask(s, { q: 'order', unit: 'fi', order: 'hold' })).toBe('allowed')
  })

  it('after leaving square only a move follows; after forming square, nothing', () => {
    const s = round('attacco-coordinato', 'attacco-coordinato', [U('fi', 'a', 'line-infantry', 'centre', { square: true }), pair[1]!])
    const left = step(s, { t: 'order', unit: 'fi', order: 'leave-square' })
    expect(ask(left, { q: 'order', unit: 'fi', order: 'hold' })).toBe('forbidden: seed 000, 6.0 Ordering Units')
    const formed = step(round('attacco-coordinato', 'attacco-coordinato', pair), { t: 'order', unit: 'fi', order: 'square' })
    expect(ask(formed, { q: 'order', unit: 'fi', order: 'move', hexes: 1 })).toBe('forbidden: seed 000, 6.0 Ordering Units')
  })

  it('the Rally card recovers no general, garrison or skirmisher, and any other unit without a general', () => {
    const units = [U('g', 'a', 'general'), U('gar', 'a', 'garrison'), U('sk', 'a', 'skirmisher'), U('cav', 'a', 'light-cavalry'), pair[1]!]
    const s = round('rally', 'attacco-coordinato', units)
    for (const u of ['g', 'gar', 'sk']) expect(ask(s, { q: 'order', unit: u, order: 'rally' }), u).toBe('forbidden: seed 000, Reference Sheet: Rally')
    expect(ask(s, { q: 'order', unit: 'cav', order: 'rally' })).toBe('allowed')
  })
})

describe('fire after a move (6.1, Bombardment, Forced March)', () => {
  it('Bombardment: artillery fires twice, but a battery that moved does not fire', () => {
    const s = round('bombardamento', 'attacco-coordinato', [U('fa', 'a', 'light-artillery'), pair[1]!])
    const once = step(s, { t: 'fire', unit: 'fa' })
    expect(ask(once, { q: 'fire', unit: 'fa' })).toBe('allowed')
    expect(ask(step(once, { t: 'fire', unit: 'fa' }), { q: 'fire', unit: 'fa' })).toBe('forbidden: seed 000, 7.1')
    const moved = step(s, { t: 'order', unit: 'fa', order: 'move', hexes: 1 })
    expect(ask(moved, { q: 'fire', unit: 'fa' })).toBe('forbidden: seed 000, Reference Sheet: Bombardment')
  })

  it('infantry: 1 hex and fire; 2 hexes fire only on a road (players) or by Forced March', () => {
    const s = round('attacco-coordinato', 'attacco-coordinato', pair)
    expect(ask(step(s, { t: 'order', unit: 'fi', order: 'move', hexes: 1 }), { q: 'fire', unit: 'fi' })).toBe('allowed')
    expect(ask(step(s, { t: 'order', unit: 'fi', order: 'move', hexes: 2 }), { q: 'fire', unit: 'fi' })).toBe('players: seed 000, 6.1 Movement: Roads')
    expect(ask(step(s, { t: 'order', unit: 'fi', order: 'move', hexes: 3 }), { q: 'fire', unit: 'fi' })).toBe('forbidden: seed 000, 6.1 Movement')
    const forced = round('marce-forzate', 'attacco-coordinato', pair)
    expect(ask(step(forced, { t: 'order', unit: 'fi', order: 'move', hexes: 2 }), { q: 'fire', unit: 'fi' })).toBe('allowed')
    const cav = round('attacco-coordinato', 'attacco-coordinato', [U('fc', 'a', 'light-cavalry'), pair[1]!])
    expect(ask(step(cav, { t: 'order', unit: 'fc', order: 'move', hexes: 4 }), { q: 'fire', unit: 'fc' })).toBe('players: seed 000, 6.1 Movement: Roads')
  })
})

describe('what is owed comes first (5.1 step 3, 9.41)', () => {
  const retreat = (unit: string) => ({ id: `r-${unit}`, kind: 'retreat', unitIds: [unit] })
  const reaction = (unit: string) => ({ id: `x-${unit}`, kind: 'reaction', unitIds: [unit] })

  it('a unit\'s own reaction fire is not in its way; another unit\'s is', () => {
    const s = round('attacco-coordinato', 'attacco-coordinato', [U('fa', 'a', 'light-artillery'), U('fb', 'a', 'light-artillery'), pair[1]!])
    expect(ask(s, { q: 'fire', unit: 'fa' }, [reaction('fa')])).toBe('allowed')
    expect(ask(s, { q: 'fire', unit: 'fb' }, [reaction('fa')])).toBe('forbidden: seed 000, 5.1 Battle Rounds')
  })

  it('a charging cavalry that moved and owes only its own retreat may still attack at the players\' word; not before it moved, nor another\'s retreat', () => {
    const s = round('attacco-coordinato', 'attacco-coordinato', [U('fc', 'a', 'heavy-cavalry'), U('fi2', 'a', 'line-infantry'), pair[1]!])
    const moved = step(s, { t: 'order', unit: 'fc', order: 'move', hexes: 2 })
    expect(ask(moved, { q: 'fire', unit: 'fc' }, [retreat('fc')])).toBe('players: seed 000, 9.41 Special Actions')
    expect(ask(moved, { q: 'fire', unit: 'fc' }, [retreat('fi2')])).toBe('forbidden: seed 000, 5.1 Battle Rounds')
    expect(ask(s, { q: 'fire', unit: 'fc' }, [retreat('fc')])).toBe('forbidden: seed 000, 5.1 Battle Rounds')
    const inf = step(s, { t: 'order', unit: 'fi2', order: 'move', hexes: 1 })
    expect(ask(inf, { q: 'fire', unit: 'fi2' }, [retreat('fi2')])).toBe('forbidden: seed 000, 5.1 Battle Rounds')
  })
})

import { describe, expect, it } from 'vitest'
import { foldSequence } from '../../core/sequence'
import { allowance, boardgameSequence as seq, firstThisRound, leadershipPlayed, sideDone, standing, toOrder, unitsAble, type BgEvent, type BgQuestion, type BgState } from '.'
import { mostHexes } from './askOrder'
import { squareAllowedOn } from './square'
import { INITIAL, step } from './step'

const at = (v: { verdict: string; section?: string }) => (v.verdict === 'allowed' ? 'allowed' : `${v.verdict}: ${v.section}`)
type Sec = 'left' | 'centre' | 'right' | null
const U = (id: string, side: 'a' | 'b', type: string, sector: Sec = 'centre', more: Partial<Extract<BgEvent, { t: 'unit' }>> = {}): BgEvent =>
  ({ t: 'unit', id, side, type, nation: side === 'a' ? 'French' : 'English', sector, square: false, general: '', elements: 4, out: false, ...more })
const round = (a: string, b: string, units: BgEvent[], more: BgEvent[] = []): BgState =>
  foldSequence(seq, [...units, { t: 'deal' }, { t: 'play', side: 'a', card: a }, { t: 'play', side: 'b', card: b }, ...more])
const ask = (s: BgState, q: BgQuestion, owed: { id: string; kind: string; unitIds: string[] }[] = []) => at(seq.ask(s, q, owed))
const fire = (unit: string): BgQuestion => ({ q: 'fire', unit })
const move = (unit: string, hexes: number): BgQuestion => ({ q: 'order', unit, order: 'move', hexes })

describe('each refusal of the boardgame sequence, one by one (seed 000)', () => {
  it('6.1 movement: square, garrison, formation, bombardment', () => {
    const s = round('bombardamento', 'attacco-coordinato', [U('fa', 'a', 'light-artillery'), U('fi', 'a', 'line-infantry', 'centre', { square: true }), U('bi', 'b', 'line-infantry')])
    expect(mostHexes(s, s.units['fa']!)).toBe(2)
    expect(mostHexes(s, s.units['fi']!)).toBe(2) // infantry: no "move twice" for it
    expect(mostHexes(s, s.units['bi']!)).toBe(2)
    expect(ask(s, move('fa', 2))).toBe('allowed')
    expect(ask(s, move('fa', 4))).toBe('forbidden: seed 000, 6.1 Movement')
    const sq = round('attacco-coordinato', 'attacco-coordinato', [U('fi', 'a', 'line-infantry', 'centre', { square: true }), U('fj', 'a', 'line-infantry'), U('bi', 'b', 'line-infantry')])
    expect(ask(sq, move('fi', 1))).toBe('forbidden: seed 000, 6.1 Movement')
    expect(seq.ask(sq, move('fi', 1), [])).toMatchObject({ rule: 'A unit in square may not move (but may still fire).' })
    expect(ask(sq, { q: 'order', unit: 'fi', order: 'leave-square' })).toBe('allowed')
    expect(ask(sq, { q: 'order', unit: 'fi', order: 'square', terrain: 'open' })).toBe('forbidden: seed 000, 6.1 Movement')
    expect(ask(sq, { q: 'order', unit: 'fj', order: 'square', terrain: 'hill' })).toBe('allowed')
    expect(ask(sq, { q: 'order', unit: 'fj', order: 'square', terrain: 'field' })).toBe('forbidden: seed 000, 6.1 Movement')
    expect(squareAllowedOn('road')).toBe(true)
    expect(squareAllowedOn('bridge')).toBe(false)
    // leave square, then move: one order (6.1 "Before starting movement …")
    const left = step(sq, { t: 'order', unit: 'fi', order: 'leave-square' })
    const moved = step(left, { t: 'unit', id: 'fi', square: false })
    expect(ask(moved, move('fi', 1))).toBe('allowed')
    expect(ask(moved, { q: 'order', unit: 'fi', order: 'hold' })).toBe('forbidden: seed 000, 6.0 Ordering Units')
    expect(ask(step(moved, { t: 'fire', unit: 'fi' }), move('fi', 1))).toBe('forbidden: seed 000, 7.0 Combat')
    const formed = step(sq, { t: 'order', unit: 'fj', order: 'square' })
    expect(ask(formed, move('fj', 1))).toBe('forbidden: seed 000, 6.0 Ordering Units')
    expect(ask(formed, fire('fj'))).toBe('allowed') // square: may still fire
    expect(ask(step(formed, { t: 'fire', unit: 'fj' }), { q: 'order', unit: 'fj', order: 'hold' })).toBe('forbidden: seed 000, 6.0 Ordering Units')
  })

  it('rally and skirmishers by kind and army', () => {
    const units = [U('fs', 'a', 'skirmisher'), U('fg', 'a', 'garrison'), U('fi', 'a', 'line-infantry', 'centre', { elements: 1 }), U('pe', 'a', 'elite-infantry', 'centre', { nation: 'Prussian' }),
      U('pl', 'a', 'line-infantry', 'centre', { nation: 'Prussian' }), U('ei', 'a', 'line-infantry', 'centre', { nation: 'English' }), U('b', 'b', 'line-infantry')]
    const r = round('rally', 'attacco-coordinato', units)
    expect(ask(r, { q: 'order', unit: 'fs', order: 'rally' })).toBe('forbidden: seed 000, Reference Sheet: Rally')
    expect(ask(r, { q: 'order', unit: 'fg', order: 'rally' })).toBe('forbidden: seed 000, Reference Sheet: Rally')
    expect(ask(r, { q: 'order', unit: 'fi', order: 'rally' })).toBe('allowed')
    const o = round('attacco-coordinato', 'attacco-coordinato', units)
    expect(ask(o, { q: 'order', unit: 'fi', order: 'skirmisher' })).toBe('forbidden: seed 000, 6.1 Movement: Skirmishers') // a lone counter
    expect(ask(o, { q: 'order', unit: 'pe', order: 'skirmisher' })).toBe('allowed')
    expect(ask(o, { q: 'order', unit: 'pl', order: 'skirmisher' })).toBe('forbidden: seed 000, 6.1 Movement: Skirmishers')
    expect(ask(o, { q: 'order', unit: 'ei', order: 'skirmisher' })).toBe('allowed')
    expect(ask(o, { q: 'order', unit: 'fs', order: 'skirmisher' })).toBe('forbidden: seed 000, 6.1 Movement: Skirmishers')
    const deployed = step(o, { t: 'order', unit: 'ei', order: 'skirmisher' })
    expect(ask(deployed, fire('ei'))).toBe('forbidden: seed 000, 6.0 Ordering Units') // instead of moving or firing
    const rallied = step(r, { t: 'order', unit: 'fi', order: 'rally' })
    expect(ask(rallied, fire('fi'))).toBe('forbidden: seed 000, 6.0 Ordering Units')
  })

  it('fire after a move, type by type (6.1, Roads)', () => {
    const units = [U('h', 'a', 'horse-artillery'), U('c', 'a', 'light-cavalry'), U('s', 'a', 'skirmisher'), U('i', 'a', 'line-infantry'), U('b', 'b', 'line-infantry')]
    const s = round('attacco-coordinato', 'attacco-coordinato', units)
    const after = (id: string, hexes: number) => ask(step(s, { t: 'order', unit: id, order: 'move', hexes }), fire(id))
    expect(after('h', 2)).toBe('allowed')
    expect(after('h', 3)).toBe('players: seed 000, 6.1 Movement: Roads')
    expect(after('c', 3)).toBe('allowed')
    expect(after('c', 4)).toBe('players: seed 000, 6.1 Movement: Roads')
    expect(after('c', 5)).toBe('forbidden: seed 000, 6.1 Movement')
    expect(after('s', 1)).toBe('allowed')
    expect(after('s', 2)).toBe('players: seed 000, 6.1 Movement: Roads')
    expect(after('i', 1)).toBe('allowed')
    expect(after('i', 3)).toBe('forbidden: seed 000, 6.1 Movement')
    expect(seq.ask(step(s, { t: 'order', unit: 'i', order: 'move', hexes: 3 }), fire('i'), [])).toMatchObject({ rule: 'Infantry can move one hex and fire, or move two hexes but not fire.' })
    const fm = round('marce-forzate', 'attacco-coordinato', units)
    expect(ask(step(fm, { t: 'order', unit: 'i', order: 'move', hexes: 2 }), fire('i'))).toBe('allowed')
    expect(ask(step(fm, { t: 'order', unit: 'i', order: 'move', hexes: 3 }), fire('i'))).toBe('players: seed 000, 6.1 Movement: Roads')
  })

  it('the card gate: arms, orders, sector, count, done, turn; Leadership with an attached general', () => {
    const units = [U('fi', 'a', 'line-infantry', null), U('fl', 'a', 'line-infantry', 'left'), U('fr', 'a', 'line-infantry', 'right'), U('fc', 'a', 'heavy-cavalry', 'centre', { general: 'Murat' }),
      U('bi', 'b', 'line-infantry', 'left'), U('bj', 'b', 'line-infantry', 'left')]
    const s = round('solo-fuoco', 'sondaggio-sx', units, [{ t: 'allow', side: 'b', units: 1 }])
    expect(ask(s, fire('fi'))).toBe('players: seed 000, Reference Sheet: Fire and Hold Position') // sector not noted
    expect(seq.ask(s, fire('fi'), [])).toMatchObject({ rule: expect.stringContaining("(this unit's sector is not noted)") })
    const fl = step(s, { t: 'fire', unit: 'fl' })
    expect(ask(fl, fire('fr'))).toBe('forbidden: seed 000, Reference Sheet: Fire and Hold Position') // one sector
    expect(ask(fl, { q: 'order', unit: 'fr', order: 'hold' })).toBe('forbidden: seed 000, Reference Sheet: Fire and Hold Position')
    expect(ask(fl, fire('bi'))).toBe('allowed')
    const b1 = step(fl, { t: 'fire', unit: 'bi' })
    expect(seq.ask(b1, fire('bj'), [])).toMatchObject({ verdict: 'forbidden', rule: 'These cards show the sector of the battlefield and how many units you may order.' })
    expect(sideDone(b1, 'b')).toBe(true)
    expect(ask(step(fl, { t: 'done', side: 'b' }), fire('bi'))).toBe('forbidden: seed 000, 5.1 Battle Rounds')
    const rally = round('rally', 'attacco-coordinato', units, [{ t: 'order', unit: 'fl', order: 'rally' }])
    expect(seq.ask(rally, { q: 'order', unit: 'fr', order: 'rally' }, [])).toMatchObject({ verdict: 'forbidden', section: 'seed 000, Reference Sheet: Rally', rule: expect.stringContaining('Choose 1 unit.') })
    const lead = round('leadership', 'attacco-coordinato', units)
    expect(unitsAble(lead, 'a')).toBe(1) // the cavalry with Murat
    expect(ask(lead, move('fc', 2))).toBe('allowed')
    expect(ask(lead, move('fl', 1))).toBe('forbidden: seed 000, Reference Sheet: Leadership')
    expect(leadershipPlayed(lead, 'a')).toBe(true)
    expect(leadershipPlayed(INITIAL, 'a')).toBe(false)
  })

  it('who orders first and whose turn (5.1 step 2)', () => {
    const units = [U('f1', 'a', 'line-infantry', 'left'), U('f2', 'a', 'line-infantry', 'left'), U('f3', 'a', 'line-infantry', 'right', { out: true }),
      U('b1', 'b', 'line-infantry', 'left'), U('b2', 'b', 'line-infantry', 'centre'), U('b3', 'b', 'line-infantry', 'right')]
    const one = foldSequence(seq, [...units, { t: 'deal' }, { t: 'play', side: 'a', card: 'attacco-sx' }])
    expect(firstThisRound(one)).toBeNull()
    expect(toOrder(one)).toBeNull()
    expect(allowance(one, 'b')).toBeNull()
    expect(sideDone(one, 'b')).toBe(false)
    expect(unitsAble(one, 'b')).toBe(0)
    const s = step(one, { t: 'play', side: 'b', card: 'attacco-coordinato' })
    expect(unitsAble(s, 'a')).toBe(2) // the eliminated one cannot
    expect(unitsAble(s, 'b')).toBe(3)
    expect(firstThisRound(s)).toBe('b')
    expect(seq.where(s)).toBe('Hour 1 · round 1 · Allied order first')
    const fm = round('marce-forzate', 'grande-carica', units)
    expect(unitsAble(fm, 'a')).toBe(2) // all the infantry of one sector
    expect(unitsAble(fm, 'b')).toBe(0)
    expect(allowance(fm, 'a')).toBe(2)
    expect(firstThisRound(fm)).toBe('a') // both special: more units able
    const t1 = step(fm, { t: 'order', unit: 'f1', order: 'hold' })
    expect(toOrder(t1)).toBe('a') // the Allies have nothing to order
    expect(seq.where(t1)).toBe('Hour 1 · round 1 · French order (1 of 2 left)')
  })

  it('the owed gate, unit gate and the charger driven back', () => {
    const s = round('grande-carica', 'attacco-coordinato', [U('c', 'a', 'light-cavalry'), U('d', 'a', 'light-cavalry'), U('x', 'a', 'line-infantry'), U('y', 'a', 'line-infantry'), U('b', 'b', 'line-infantry')])
    const mine = [{ id: '1.0', kind: 'retreat', unitIds: ['c'] }]
    expect(ask(s, fire('c'), mine)).toBe('forbidden: seed 000, 5.1 Battle Rounds') // not moved yet
    const moved = step(s, { t: 'order', unit: 'c', order: 'move', hexes: 2 })
    expect(ask(moved, fire('c'), mine)).toBe('players: seed 000, 9.41 Special Actions')
    expect(ask(moved, fire('c'), [{ id: '1.0', kind: 'morale', unitIds: ['c'] }])).toBe('forbidden: seed 000, 5.1 Battle Rounds')
    expect(ask(moved, { q: 'order', unit: 'c', order: 'hold' }, mine)).toBe('forbidden: seed 000, 6.0 Ordering Units')
    expect(ask(moved, fire('c'), [{ id: '1.0', kind: 'reaction', unitIds: ['c'] }])).toBe('allowed') // its own reaction is no gate
    expect(ask(moved, fire('c'), [{ id: '1.0', kind: 'reaction', unitIds: ['d'] }])).toBe('forbidden: seed 000, 5.1 Battle Rounds')
    expect(ask(moved, { q: 'order', unit: 'd', order: 'hold' }, [{ id: '1.0', kind: 'reaction', unitIds: ['d'] }])).toBe('forbidden: seed 000, 5.1 Battle Rounds')
    const gone = step(moved, { t: 'unit', id: 'd', out: true })
    expect(ask(gone, fire('d'))).toBe('forbidden: seed 000, 9.31')
    const react = step(moved, { t: 'special', unit: 'd', success: true })
    expect(react.acts['d']).toMatchObject({ special: true, reactionFire: true })
    expect(step(moved, { t: 'special', unit: 'd', success: false }).acts['d']).toMatchObject({ special: true, reactionFire: false })
    expect(step(moved, { t: 'special', unit: 'b', success: true }).acts['b']).toMatchObject({ special: true, reactionFire: false }) // infantry forms square
    expect(step(react, { t: 'fire', unit: 'd', reaction: true })).toMatchObject({ orders: moved.orders, acts: { d: { reactionFire: false, fired: 0 } } })
    expect(step(moved, { t: 'retreated', unit: 'b' }).orders).toEqual(moved.orders) // a retreat is no order
    expect(ask(step(moved, { t: 'retreated', unit: 'b' }), fire('b'))).toBe('allowed') // 10.0 E: may fire
    expect(ask(react, { q: 'order', unit: 'd', order: 'hold' })).toBe('forbidden: seed 000, 9.41 Special Actions')
  })

  it('the fold: sectors counted once, the first play of a round keeps the last round as "before"', () => {
    const s = round('attacco-coordinato', 'attacco-coordinato', [U('a1', 'a', 'line-infantry', 'left'), U('a2', 'a', 'line-infantry', 'left'), U('a3', 'a', 'line-infantry', null), U('b', 'b', 'line-infantry')],
      [{ t: 'order', unit: 'a1', order: 'hold' }, { t: 'order', unit: 'a2', order: 'hold' }, { t: 'order', unit: 'a3', order: 'hold' }])
    expect(s.sectors.a).toEqual(['left'])
    expect(s.orders.a).toBe(3)
    expect(s.last).toBe('a')
    const next = step(step(s, { t: 'play', side: 'b', card: 'rally' }), { t: 'play', side: 'a', card: 'rally' })
    expect(next.before).toEqual({ a: { card: 'attacco-coordinato', as: 'attacco-coordinato' }, b: { card: 'attacco-coordinato', as: 'attacco-coordinato' } })
    expect(next.acts).toEqual({})
    expect(next.round).toBe(2)
    expect(step(INITIAL, { t: 'deal' }).before).toEqual({ a: null, b: null })
    expect(step(step(INITIAL, { t: 'deal' }), { t: 'play', side: 'a', card: 'rally' }).before).toEqual({ a: null, b: null })
    expect(INITIAL).toMatchObject({ french: 'a', scenario: null, scenarioLosses: 'replace', hour: 0, round: 0, played: { a: null, b: null }, allow: { a: null, b: null }, orders: { a: 0, b: 0 }, done: { a: false, b: false }, last: null, emptySector: { a: false, b: false }, playOn: false, units: {}, acts: {} })
  })

  it('victory by flag and army, the elements tie-break after six hours, two winners at once', () => {
    const ev: BgEvent[] = [{ t: 'french', side: 'b' }, U('e1', 'a', 'line-infantry', 'left', { nation: 'Prussian' }), U('e2', 'a', 'line-infantry', 'left', { nation: '' }), U('e3', 'a', 'line-infantry', 'left', { elements: 2 }),
      U('f1', 'b', 'line-infantry', 'left', { nation: 'French' }), U('f2', 'b', 'line-infantry', 'left', { nation: '', elements: 1 }), U('f3', 'b', 'line-infantry', 'left', { nation: 'French' }),
      { t: 'unit', id: 'e1', out: true }, { t: 'unit', id: 'e2', out: true }, { t: 'unit', id: 'f2', out: true }, { t: 'unit', id: 'f1', out: true }]
    const s = foldSequence(seq, ev)
    expect(standing(s).lost).toEqual({ french: 2, english: 1, prussian: 1 })
    expect(standing(s)).toMatchObject({ winners: ['b', 'a'], kind: 'immediate' })
    expect(seq.where(s)).toBe('French and Allied win (immediate victory) · the battle is over')
    const tie: BgEvent[] = [U('a1', 'a', 'line-infantry', 'left', { elements: 3 }), U('a2', 'a', 'line-infantry', 'left', { elements: 2 }), U('a3', 'a', 'line-infantry', 'left'),
      U('b1', 'b', 'line-infantry', 'left', { elements: 4 }), U('b2', 'b', 'line-infantry', 'left', { elements: 4 }), U('b3', 'b', 'line-infantry', 'left'),
      { t: 'unit', id: 'a3', out: true }, { t: 'unit', id: 'b3', out: true }]
    for (let h = 0; h < 6; h++) {
      tie.push({ t: 'deal' })
      for (let r = 0; r < 6; r++) tie.push({ t: 'play', side: 'a', card: 'rally' }, { t: 'play', side: 'b', card: 'rally' }, { t: 'done', side: 'a' }, { t: 'done', side: 'b' })
    }
    expect(standing(foldSequence(seq, tie))).toMatchObject({ winners: ['b'], kind: 'marginal', reasons: [expect.stringContaining('(8 to 5)')] })
  })
})

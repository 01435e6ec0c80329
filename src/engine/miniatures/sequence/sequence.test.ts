import { describe, expect, it } from 'vitest'
import { foldSequence, type OwedRef } from '../../core/sequence'
import { miniaturesSequence as seq, type MiniEvent, type MiniQuestion, type MiniState } from '.'

const U = (id: string, side: 'a' | 'b', type: string, sector: 'left' | 'centre' | 'right' | null): MiniEvent =>
  ({ t: 'unit', id, side, type, nation: side === 'a' ? 'French' : 'English', sector, square: false, out: false })
const ARMIES: MiniEvent[] = [
  { t: 'french', side: 'a' },
  U('fi', 'a', 'french-infantry', 'centre'), U('fc', 'a', 'heavy-cavalry', 'right'), U('fa', 'a', 'heavy-artillery', 'centre'), U('fg', 'a', 'general', 'centre'),
  U('ei', 'b', 'english-infantry', 'centre'), U('el', 'b', 'english-infantry', 'left'), U('ec', 'b', 'light-cavalry', 'centre'), U('ea', 'b', 'medium-artillery', 'right'),
]
const RETREAT: OwedRef[] = [{ id: '9.0', kind: 'retreat', unitIds: ['fi'], }]

function game(events: MiniEvent[]) {
  let s: MiniState = foldSequence(seq, events)
  return {
    get s() { return s },
    on(...e: MiniEvent[]) { s = e.reduce(seq.step, s) },
    ask: (q: MiniQuestion, owed: OwedRef[] = []) => seq.ask(s, q, owed),
    where: () => seq.where(s),
  }
}
const section = (v: { verdict: string; section?: string }) => (v.verdict === 'allowed' ? 'allowed' : `${v.verdict}: ${v.section}`)
const move = (unit: string, segments: number): MiniQuestion => ({ q: 'order', unit, order: 'move', segments })
const fire = (unit: string, adjacent?: boolean): MiniQuestion => ({ q: 'fire', unit, adjacent })

describe('a whole hour through the miniatures sequence', () => {
  it('plays six rounds: cards, first order, alternation, one order each, fire once, retreat and special locks, owed gates, hour end', () => {
    const g = game(ARMIES)
    expect(g.where()).toBe('Deal hour 1')
    expect(section(g.ask({ q: 'play', side: 'a' }))).toBe('forbidden: seed 000, 4.1 Length of the Battle')
    expect(section(g.ask(move('fi', 1)))).toBe('forbidden: seed 000, 3.0 Command Cards')
    g.on({ t: 'deal' })
    expect(g.where()).toBe('Hour 1 · round 1 · both play a card')
    expect(section(g.ask({ q: 'deal' }))).toBe('forbidden: seed 000, 4.1 Length of the Battle')

    // Round 1: both order cards in the centre; the players read "2 units" off each card.
    g.on({ t: 'play', side: 'a', card: 'attacco-centrale' })
    expect(g.where()).toBe('Hour 1 · round 1 · Allied to play a card')
    expect(section(g.ask(move('fi', 1)))).toBe('forbidden: seed 000, 5.1 Battle Rounds') // both play at once
    expect(section(g.ask({ q: 'play', side: 'a' }))).toBe('forbidden: seed 000, 5.1 Battle Rounds') // one card a round
    expect(section(g.ask({ q: 'done', side: 'a' }))).toBe('forbidden: seed 000, 5.1 Battle Rounds')
    g.on({ t: 'play', side: 'b', card: 'sondaggio-centrale' }, { t: 'allow', side: 'a', units: 2 }, { t: 'allow', side: 'b', units: 2 })
    // 2 able each (the French centre holds 3 but the card orders 2): a tie, the French first.
    expect(g.where()).toBe('Hour 1 · round 1 · French order (2 of 2 left) first')
    expect(section(g.ask(move('fc', 1)))).toBe('forbidden: seed 000, 3.1 Order Cards') // right flank, card in the centre
    expect(section(g.ask(move('ei', 1)))).toBe('players: seed 000, 5.1 Battle Rounds') // not the Allies' turn
    expect(section(g.ask(move('fi', 4)))).toBe('forbidden: seed 003, Reference Sheet: Army Units (1.1)')
    expect(section(g.ask(move('fi', 3)))).toBe('players: seed 000, 6.1 Movement: Roads')
    expect(section(g.ask({ q: 'order', unit: 'fi', order: 'square' }))).toBe('players: seed 000, 6.1 Movement') // terrain not said
    expect(section(g.ask({ q: 'order', unit: 'fi', order: 'square', terrain: 'wood' }))).toBe('forbidden: seed 000, 6.1 Movement')
    expect(section(g.ask({ q: 'order', unit: 'fa', order: 'square', terrain: 'open' }))).toBe('forbidden: seed 000, 6.1 Movement')
    expect(section(g.ask({ q: 'order', unit: 'fa', order: 'rally' }))).toBe('forbidden: seed 000, 6.31.4')
    expect(section(g.ask(fire('fg')))).toBe('forbidden: seed 000, 7.32.5')
    expect(g.ask(move('fi', 2))).toEqual({ verdict: 'allowed' })
    g.on({ t: 'order', unit: 'fi', order: 'move', segments: 2 })
    expect(section(g.ask(fire('fi')))).toBe('forbidden: seed 003, Reference Sheet: Army Units (1.1)') // move 2: NO fire
    expect(section(g.ask(move('fi', 1)))).toBe('forbidden: seed 000, 6.0 Ordering Units')
    expect(g.where()).toBe('Hour 1 · round 1 · Allied order (2 of 2 left)')
    expect(section(g.ask(fire('fa')))).toBe('players: seed 000, 5.1 Battle Rounds') // the Allies' turn now
    // The Allies fire: fi is forced back 1 segment, owed until moved.
    g.on({ t: 'fire', unit: 'ei' }, { t: 'retreated', unit: 'fi' })
    expect(section(g.ask(fire('fa'), RETREAT))).toBe('forbidden: seed 003, Battle Round (5.1)')
    expect(section(g.ask({ q: 'play', side: 'a' }, RETREAT))).toBe('forbidden: seed 003, Battle Round (5.1)')
    expect(section(g.ask(fire('fi')))).toBe('forbidden: seed 003, 10.0 Retreats')
    expect(section(g.ask(fire('ei')))).toBe('forbidden: seed 000, 7.1')
    expect(g.ask(fire('fa'))).toEqual({ verdict: 'allowed' })
    g.on({ t: 'fire', unit: 'fa' })
    expect(section(g.ask(fire('fa')))).toBe('forbidden: seed 000, 7.1')
    expect(section(g.ask(move('fa', 1)))).toBe('forbidden: seed 000, 7.0 Combat') // fire, then no move
    expect(section(g.ask(move('fg', 1)))).toBe('forbidden: seed 000, 3.1 Order Cards') // 2 of 2 given
    expect(section(g.ask({ q: 'done', side: 'a' }))).toBe('forbidden: seed 000, 5.1 Battle Rounds') // done already
    expect(section(g.ask(fire('ec', false)))).toBe('forbidden: seed 003, 7.3 Combat Range')
    expect(g.ask(fire('ec', true))).toEqual({ verdict: 'allowed' })
    expect(section(g.ask({ q: 'play', side: 'a' }))).toBe('players: seed 000, 5.1 Battle Rounds') // Allies still ordering
    g.on({ t: 'fire', unit: 'ec', charge: true })
    expect(g.where()).toBe('Hour 1 · round 1 over · both play a card for round 2 of 6')

    // Round 2: a special card goes first, whatever the count; Grand Charge orders cavalry only.
    g.on({ t: 'play', side: 'b', card: 'attacco-sx' }, { t: 'play', side: 'a', card: 'grande-carica' })
    expect(g.s.round).toBe(2)
    expect(g.where()).toBe('Hour 1 · round 2 · French order (1 of 1 left) first')
    expect(g.ask(fire('fi'))).toEqual(expect.objectContaining({ verdict: 'forbidden', section: 'seed 000, Reference Sheet: Special Order Cards, Grand Charge' }))
    expect(g.ask(move('fc', 3))).toEqual({ verdict: 'allowed' })
    g.on({ t: 'order', unit: 'fc', order: 'move', segments: 3 })
    // el forms square as fc charges: a successful special action locks it for the round.
    expect(section(g.ask({ q: 'special', unit: 'el', action: 'cavalry-countercharge' }))).toBe('forbidden: seed 003, 9.3 Special Actions')
    expect(g.ask({ q: 'special', unit: 'el', action: 'form-square' })).toEqual({ verdict: 'allowed' })
    g.on({ t: 'special', unit: 'el', success: true }, { t: 'unit', id: 'el', square: true }, { t: 'fire', unit: 'fc', charge: true })
    expect(section(g.ask(move('el', 1)))).toBe('forbidden: seed 003, 9.3 Special Actions')
    expect(section(g.ask(move('ei', 1)))).toBe('forbidden: seed 000, 3.1 Order Cards') // centre, card on the left
    g.on({ t: 'done', side: 'b' })
    expect(g.where()).toBe('Hour 1 · round 2 over · both play a card for round 3 of 6')

    // Rounds 3–6: Fire and Hold, Rally, Bombardment, Short of Supply.
    g.on({ t: 'play', side: 'a', card: 'solo-fuoco' }, { t: 'play', side: 'b', card: 'rally' })
    expect(g.s.played.b).toEqual({ card: 'rally', as: 'rally' })
    expect(section(g.ask(move('fa', 1)))).toBe('forbidden: seed 000, Reference Sheet: Special Order Cards, Fire and Hold Position')
    expect(section(g.ask({ q: 'order', unit: 'ei', order: 'rally' }))).toBe('players: seed 000, 5.1 Battle Rounds') // special each: 2 French able to 1, French first
    g.on({ t: 'fire', unit: 'fa' })
    expect(section(g.ask({ q: 'order', unit: 'fi', order: 'move', segments: 1 }))).toBe('forbidden: seed 000, Reference Sheet: Special Order Cards, Fire and Hold Position')
    expect(section(g.ask(move('ei', 1)))).toBe('forbidden: seed 000, Reference Sheet: Special Order Cards, Rally')
    expect(g.ask({ q: 'order', unit: 'ei', order: 'rally' })).toEqual({ verdict: 'allowed' })
    g.on({ t: 'order', unit: 'ei', order: 'rally' }, { t: 'done', side: 'a' })
    expect(section(g.ask(fire('ei')))).toBe('forbidden: seed 000, 6.0 Ordering Units')
    g.on({ t: 'play', side: 'a', card: 'bombardamento' }, { t: 'play', side: 'b', card: 'senza-rifornimento' })
    expect(g.ask(fire('fa'))).toEqual({ verdict: 'allowed' })
    g.on({ t: 'fire', unit: 'fa' })
    expect(g.ask(fire('fa'))).toEqual({ verdict: 'allowed' }) // Bombardment: fire twice
    g.on({ t: 'fire', unit: 'fa' })
    expect(section(g.ask(fire('fa')))).toBe('forbidden: seed 000, 7.1')
    expect(section(g.ask(move('ea', 1)))).toBe('forbidden: seed 000, Reference Sheet: Special Order Cards, Short of Supply')
    g.on({ t: 'done', side: 'a' })
    for (const r of [5, 6]) {
      expect(section(g.ask({ q: 'deal' }))).toBe('forbidden: seed 000, 4.1 Length of the Battle')
      g.on({ t: 'play', side: 'a', card: 'attacco-coordinato' }, { t: 'play', side: 'b', card: 'attacco-coordinato' })
      expect(g.s.round).toBe(r)
      g.on({ t: 'done', side: 'a' })
    }
    expect(section(g.ask({ q: 'deal' }))).toBe('players: seed 000, 5.1 Battle Rounds') // the Allies have not said done
    g.on({ t: 'done', side: 'b' })
    expect(g.where()).toBe('Hour 1 over · deal hour 2')
    expect(section(g.ask({ q: 'play', side: 'a' }))).toBe('forbidden: seed 000, 4.1 Length of the Battle')
    expect(g.ask({ q: 'deal' }, RETREAT).verdict).toBe('forbidden')
    expect(g.ask({ q: 'deal' })).toEqual({ verdict: 'allowed' })
    g.on({ t: 'deal' })
    expect(g.s).toEqual(expect.objectContaining({ hour: 2, round: 0, acts: {} }))
  })

  it('ends at once when half the enemy units are eliminated; the umpire may play on', () => {
    const g = game([...ARMIES, { t: 'deal' }, { t: 'play', side: 'a', card: 'attacco-coordinato' }, { t: 'play', side: 'b', card: 'attacco-coordinato' }])
    g.on({ t: 'unit', id: 'ei', out: true })
    expect(section(g.ask(move('ei', 1)))).toBe('forbidden: seed 003, 6.0 Movement')
    expect(g.ask(move('fi', 1))).toEqual({ verdict: 'allowed' })
    g.on({ t: 'unit', id: 'ec', out: true })
    expect(g.where()).toBe('French wins (immediate victory)')
    expect(g.ask(move('fi', 1))).toEqual(expect.objectContaining({ verdict: 'forbidden', section: 'seed 000, 4.2 How to Win', rule: expect.stringContaining('2 of 4 enemy units eliminated (half, rounded up, is 2)') }))
    expect(section(g.ask({ q: 'play', side: 'b' }))).toBe('forbidden: seed 000, 4.2 How to Win')
    expect(section(g.ask({ q: 'special', unit: 'el', action: 'form-square' }))).toBe('forbidden: seed 000, 4.2 How to Win')
    g.on({ t: 'play-on' })
    expect(g.ask(move('fi', 1))).toEqual({ verdict: 'allowed' })
  })
})
